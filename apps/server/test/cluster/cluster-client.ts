/**
 * A browser-like HTTP client for the cluster tests: one cookie jar, whichever server it talks to (the load
 * balancer or an instance directly), echoing XSRF-TOKEN and sending the target's own Origin like the web app.
 */
export interface Reply<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
  headers: Headers;
  /** Which instance served it, as the load balancer tells (X-Served-By), when it went through it. */
  servedBy: string | null;
}

export interface SendOptions {
  form?: Record<string, string | number>;
  json?: unknown;
  headers?: Record<string, string>;
}

export class ClusterClient {
  readonly cookies = new Map<string, string>();

  async send<T = unknown>(base: string, method: 'GET' | 'POST', path: string, options: SendOptions = {}): Promise<Reply<T>> {
    if (method === 'POST' && !this.cookies.has('XSRF-TOKEN')) await this.send(base, 'GET', '/healthz');
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (method === 'POST') {
      headers.origin = base;
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(
          Object.entries(options.form ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
      }
    }
    const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: Reply<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { code: -1, msg: text.slice(0, 200), data: undefined as T };
    }
    return { status: response.status, body: parsed, headers: response.headers, servedBy: response.headers.get('x-served-by') };
  }

  get<T = unknown>(base: string, path: string, options?: SendOptions) {
    return this.send<T>(base, 'GET', path, options);
  }

  post<T = unknown>(base: string, path: string, options?: SendOptions) {
    return this.send<T>(base, 'POST', path, options);
  }

  async login(base: string, account: string, password: string) {
    const reply = await this.post(base, '/api/user/login', { form: { account, password } });
    if (reply.body.code !== 0) throw new Error(`login ${account} failed: ${reply.status} ${reply.body.msg}`);
    return reply;
  }
}
