import type { Envelope } from '@daigou/contract';

/** Spec §7 and §9: site origin, 600000 ms timeout, GET cache 300000 ms, at most 1000 cached responses. */
export const REQUEST_TIMEOUT_MS = 600_000;
export const GET_CACHE_MS = 300_000;
export const GET_CACHE_MAX = 1000;
export const UNAUTHORIZED_EVENT = 'daigou:unauthorized';

/** HTTP ≥ 400: raised with the status text; `detail` carries the server's Chinese message when it sent one. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    statusText: string,
    public readonly detail: string | null,
    public readonly body: unknown,
  ) {
    super(statusText || `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** A non-zero `code` in a 200 answer: a business refusal the member can read. */
export class BusinessError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly data: unknown,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

type Params = Record<string, string | number | boolean | null | undefined>;

interface CacheEntry {
  expires: number;
  value: Promise<unknown>;
}

const cache = new Map<string, CacheEntry>();
const inFlight = new Map<string, Promise<unknown>>();

function withQuery(path: string, params?: Params): string {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(params ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  return url.pathname + url.search;
}

function readCookie(name: string): string {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : '';
}

async function send<T>(
  method: 'GET' | 'POST',
  url: string,
  body?: BodyInit,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  if (method !== 'GET') headers['X-XSRF-TOKEN'] = readCookie('XSRF-TOKEN');
  const response = await fetch(url, {
    method,
    body,
    headers: { Accept: 'application/json', ...headers },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (response.status >= 400) {
    if (response.status === 401) window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
    const msg = parsed && typeof parsed === 'object' && 'msg' in parsed ? String((parsed as { msg: unknown }).msg) : null;
    throw new ApiError(response.status, response.statusText, msg, parsed);
  }
  return parsed as Envelope<T>;
}

function remember(key: string, value: Promise<unknown>): void {
  if (cache.size >= GET_CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, { expires: Date.now() + GET_CACHE_MS, value });
}

export interface GetOptions {
  /** Skip the cache (polling, data that must be live). */
  fresh?: boolean;
}

/** GET: cached 300000 ms; identical in-flight requests share one fetch. */
export function apiGet<T>(path: string, params?: Params, options: GetOptions = {}): Promise<Envelope<T>> {
  const url = withQuery(path, params);
  if (!options.fresh) {
    const hit = cache.get(url);
    if (hit && hit.expires > Date.now()) return hit.value as Promise<Envelope<T>>;
  }
  const pending = inFlight.get(url);
  if (pending) return pending as Promise<Envelope<T>>;
  const request = send<T>('GET', url).finally(() => inFlight.delete(url));
  inFlight.set(url, request);
  request.then(
    () => remember(url, request),
    () => cache.delete(url),
  );
  return request;
}

export interface PostOptions {
  /** Query parameters (readMsg sends its parameters this way, with no body). */
  query?: Params;
  /** form-urlencoded fields (the spec's form posts). */
  form?: Params;
  json?: unknown;
  multipart?: FormData;
  /** A POST that only reads (searchByPage): the GET cache stays. */
  readOnly?: boolean;
}

/** POST. A write may change what any GET answered, so it empties the GET cache (unless `readOnly`). */
export async function apiPost<T>(path: string, options: PostOptions = {}): Promise<Envelope<T>> {
  const url = withQuery(path, options.query);
  let body: BodyInit | undefined;
  const headers: Record<string, string> = {};
  if (options.form) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(options.form)) if (v !== undefined && v !== null) form.set(k, String(v));
    body = form;
  } else if (options.multipart) {
    body = options.multipart;
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] = 'application/json';
  }
  try {
    return await send<T>('POST', url, body, headers);
  } finally {
    if (!options.readOnly) clearApiCache();
  }
}

export function clearApiCache(): void {
  cache.clear();
}

/** The data of a successful envelope; a business refusal raises BusinessError with its Chinese msg. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.code !== 0) throw new BusinessError(envelope.code, envelope.msg, envelope.data);
  return envelope.data;
}

/** The Chinese text to show for a failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof BusinessError) return error.message;
  if (error instanceof ApiError) return error.detail ?? `请求失败（${error.status}）`;
  if (error instanceof DOMException && error.name === 'TimeoutError') return '请求超时，请稍后再试';
  return '网络错误，请检查网络后重试';
}
