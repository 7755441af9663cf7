import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export const TEST_ORIGIN = 'http://localhost';

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent form-urlencoded, as the spec's form posts are. */
  form?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  headers?: Record<string, string>;
  /** Leave out the CSRF header/origin, to test the defence. */
  withoutCsrf?: boolean;
}

export interface CallResult<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
  response: LightMyRequestResponse;
}

/** A browser-like client over `app.inject`: keeps cookies and echoes the XSRF-TOKEN like the web app. */
let nextAddress = 0;

export class TestClient {
  readonly cookies = new Map<string, string>();
  /**
   * Send each call from an address of its own (X-Forwarded-For; the app needs TRUST_PROXY): for tests that
   * flood the API on purpose (fuzzing), so the per-address rate limits (decision 019) do not refuse them.
   */
  addressPerCall = false;
  constructor(private readonly app: FastifyInstance) {}

  async call<T = unknown>(method: 'GET' | 'POST', url: string, options: CallOptions = {}): Promise<CallResult<T>> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.call('GET', '/healthz');
    const headers: Record<string, string> = { host: 'localhost', ...options.headers };
    if (this.addressPerCall && !headers['x-forwarded-for']) {
      const n = nextAddress++;
      headers['x-forwarded-for'] = `198.18.${(n >> 8) & 255}.${n & 255}`;
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && !options.withoutCsrf) {
      headers.origin = TEST_ORIGIN;
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    }
    const inject: InjectOptions = { method, url, headers, query: clean(options.query) };
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      inject.payload = new URLSearchParams(clean(options.form)).toString();
    } else if (options.json !== undefined) {
      inject.payload = options.json as InjectOptions['payload'];
    }
    const response = await this.app.inject(inject);
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let body: CallResult<T>['body'];
    try {
      body = response.json();
    } catch {
      body = { code: -1, msg: response.body, data: undefined as T };
    }
    return { status: response.statusCode, body, response };
  }

  get<T = unknown>(url: string, options?: CallOptions) {
    return this.call<T>('GET', url, options);
  }

  post<T = unknown>(url: string, options?: CallOptions) {
    return this.call<T>('POST', url, options);
  }

  async login(account: string, password: string, remember = false) {
    const result = await this.post('/api/user/login', { form: { account, password, remember: remember ? 1 : 0 } });
    if (result.body.code !== 0) throw new Error(`login failed: ${result.body.msg}`);
    return result;
  }
}

function clean(values: Record<string, string | number | boolean | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values ?? {})) if (v !== undefined) out[k] = String(v);
  return out;
}
