import type { Envelope, InputFormat, Route, RouteData, RouteInput } from '@daigou/contract';
import { takeEarlyResponse } from './early-responses';

/** Spec §7: site origin, timeout 600000 ms. */
export const REQUEST_TIMEOUT_MS = 600_000;
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

/** Query-string or form fields; empty values are left out. */
export type Params = Record<string, string | number | boolean | null | undefined>;

function withQuery(path: string, params?: object): string {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(params ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  return url.pathname + url.search;
}

function readCookie(name: string): string {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : '';
}

/**
 * A request starts in a task of its own (decision 115). A screen's queries subscribe in React's passive effects,
 * all of a commit's in one task; starting every `fetch` there (Chromium's request set-up runs on the main thread)
 * made the item page's effects one of its longest tasks on a slow phone. The wait is the rest of the asking task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
let sendingAtOnce = 0;

/**
 * The requests `ask` makes (synchronously, as a route's loader starting its screen's queries does) are sent in
 * the asking task, not the next: they race the screen's chunk (decision 022), and the loader's task is short.
 */
export function sendAtOnce<T>(ask: () => T): T {
  sendingAtOnce++;
  try {
    return ask();
  } finally {
    sendingAtOnce--;
  }
}

/** One request: the parsed body, or ApiError for HTTP ≥ 400 (a 401 also announces itself for the login redirect). */
async function send<T>(method: 'GET' | 'POST', url: string, body?: BodyInit, headers: Record<string, string> = {}): Promise<T> {
  const atOnce = sendingAtOnce > 0;
  if (method !== 'GET') headers['X-XSRF-TOKEN'] = readCookie('XSRF-TOKEN');
  const ask = () =>
    fetch(url, {
      method,
      body,
      headers: { Accept: 'application/json', ...headers },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  // A first screen's GET may already have been asked by index.html (app/early-requests.ts); if that failed, ask again.
  const early = method === 'GET' ? takeEarlyResponse(url) : undefined;
  if (!early && !atOnce) await nextTask();
  const response = await (early ? early.catch(ask) : ask());
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
  return parsed as T;
}

/** A fresh Idempotency-Key (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keys of writes whose outcome is unknown (decision 066): no answer came (network error, time-out) or the
 * balancer answered 5xx, or the first is still running (409). Sending the same write again (same path and
 * body) reuses its key, so the server answers with the first outcome instead of doing it twice; any other
 * answer settles the key and the next write gets a fresh one. A few dozen at most.
 */
const unsettledWrites = new Map<string, string>();
const UNSETTLED_MAX = 50;

function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 409;
}

/**
 * One call, the answer's envelope. `fields` travel in the query string (GET, query POSTs, and an upload's
 * fields beside its multipart file), or as the body of a `form` (empty values but '' left out) or `json` POST.
 * Every POST carries an `Idempotency-Key` (fresh per write; reused when the same write is sent again after an
 * unknown outcome). GET keeps no cache here: TanStack Query caches answers (300 s), shares identical
 * in-flight requests and bounds its cache (lib/query-client.ts, decision 022).
 */
async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  fields?: object,
  format: InputFormat = 'query',
  upload?: FormData,
): Promise<Envelope<T>> {
  const inBody = fields !== undefined && (format === 'form' || format === 'json');
  const url = withQuery(path, inBody ? undefined : fields);
  if (method === 'GET') return send<Envelope<T>>('GET', url);
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined = upload;
  if (inBody && format === 'json') {
    body = JSON.stringify(fields);
    headers['Content-Type'] = 'application/json';
  } else if (inBody) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) form.set(k, String(v));
    body = form;
  }
  // A multipart upload is not matched with an earlier one: its file is not read to compare.
  const sameWrite = upload ? null : `${url}\n${body ?? ''}`;
  const key = (sameWrite !== null && unsettledWrites.get(sameWrite)) || newIdempotencyKey();
  headers['Idempotency-Key'] = key;
  try {
    const answer = await send<Envelope<T>>('POST', url, body, headers);
    if (sameWrite !== null) unsettledWrites.delete(sameWrite);
    return answer;
  } catch (error) {
    if (sameWrite !== null) {
      unsettledWrites.delete(sameWrite);
      if (outcomeUnknown(error)) {
        unsettledWrites.set(sameWrite, key);
        if (unsettledWrites.size > UNSETTLED_MAX) unsettledWrites.delete(unsettledWrites.keys().next().value as string);
      }
    }
    throw error;
  }
}

/** The data of a successful envelope; a business refusal raises BusinessError with its Chinese msg. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.code !== 0) throw new BusinessError(envelope.code, envelope.msg, envelope.data);
  return envelope.data;
}

/** A route's arguments: its input (none for a route without one), and the file of an upload route. */
type CallArgs<R extends Route> =
  RouteInput<R> extends undefined ? [input?: undefined, upload?: FormData] : [input: RouteInput<R>, upload?: FormData];

/**
 * Calls a route of the contract by its declaration (packages/contract/src/routes), and unwraps its answer:
 * GET and query-only POSTs send `input` in the query string, other POSTs send it as a form or JSON as the
 * route declares, and an upload route sends `upload` as multipart with `input` in the query string. The
 * input's and the answer's types are the route's schemas'; a business refusal raises BusinessError. This is
 * the only way the app calls the API; the envelope-level calls below serve the client's own tests.
 */
export async function callRoute<R extends Route>(route: R, ...[input, upload]: CallArgs<R>): Promise<RouteData<R>> {
  // What reaches this function is the route's string, never the declaration: the web's build (and its tests)
  // replace each declaration by its path, and a POST's by its path, a space and its input format (the logout
  // route is the string of its path and " form"), vite/route-declarations.ts. The declaration's type is what
  // the caller is checked against.
  const [path, format] = (route as unknown as string).split(' ') as [string, InputFormat?];
  return unwrap(await request(format ? 'POST' : 'GET', path, input as object | undefined, format, upload));
}

/** A static JSON document (`/data/*.json`): the file itself, not an envelope. */
export function getDocument<T>(path: string): Promise<T> {
  return send<T>('GET', path);
}

/** GET by path: the answer's envelope. */
export const apiGet = <T>(path: string, params?: Params): Promise<Envelope<T>> => request<T>('GET', path, params);

export interface PostOptions {
  /** Query parameters (readMsg sends its parameters this way, with no body). */
  query?: Params;
  /** form-urlencoded fields (the spec's form posts). */
  form?: Params;
  json?: unknown;
  multipart?: FormData;
}

/** POST by path with one of a form, JSON, query parameters or a multipart file: the answer's envelope. */
export const apiPost = <T>(path: string, options: PostOptions = {}): Promise<Envelope<T>> =>
  options.form
    ? request<T>('POST', path, options.form, 'form')
    : options.json !== undefined
      ? request<T>('POST', path, options.json as object, 'json')
      : request<T>('POST', path, options.query, 'query', options.multipart);

/** GET and unwrap: the data of a successful answer. */
export const getData = async <T>(path: string, params?: Params): Promise<T> => unwrap(await apiGet<T>(path, params));

/** POST and unwrap: the data of a successful answer. */
export const postData = async <T>(path: string, options?: PostOptions): Promise<T> => unwrap(await apiPost<T>(path, options));

/** The Chinese text to show for a failed call. */
/**
 * Whether a failure is the real marketplace's (HTTP 503 with `data.upstream`): `busy` while it refuses us or
 * answers too slowly (上游繁忙), `unreadable` when its page could not be understood; null for anything else.
 */
export function upstreamProblem(error: unknown): 'busy' | 'unreadable' | null {
  if (!(error instanceof ApiError) || error.status !== 503) return null;
  const data = (error.body as { data?: { upstream?: unknown } } | null)?.data;
  if (typeof data?.upstream !== 'string') return null;
  return data.upstream === 'shape' ? 'unreadable' : 'busy';
}

/** A screen's title for a failure of the real marketplace, or `fallback`. */
export function failureTitle(error: unknown, fallback: string): string {
  const problem = upstreamProblem(error);
  return problem === 'busy' ? '上游繁忙' : problem === 'unreadable' ? '暂时无法获取商品信息' : fallback;
}

export function errorMessage(error: unknown): string {
  if (error instanceof BusinessError) return error.message;
  if (error instanceof ApiError) return error.detail ?? `请求失败（${error.status}）`;
  if (error instanceof DOMException && error.name === 'TimeoutError') return '请求超时，请稍后再试';
  return '网络错误，请检查网络后重试';
}
