import { vi } from 'vitest';

/** One request the app made: method, path, query, and the body as the server would parse it. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams | null;
  json: unknown;
}

/** What a route answers: the `data` of a successful envelope, or a whole Response (refusals, HTTP errors). */
type Answer = (call: ApiCall) => unknown;

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A business refusal: HTTP 200 with a non-zero code and the Chinese message (and data, such as a shortfall). */
export const refusal = (msg: string, data: unknown = null) => envelope(200, { code: 1, msg, data });

/** An HTTP failure with the server's envelope. */
export const httpError = (status: number, msg: string) => envelope(status, { code: status, msg, data: null });

/**
 * The API as the component under test sees it, answered by `routes` (`'POST /api/order/pay'`): every call
 * is recorded, an unknown one answers 404. The network is the boundary stubbed; everything above it
 * (api client, query client, component) runs as in the app.
 */
export function fakeApi(routes: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = init.body;
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      form: body instanceof URLSearchParams ? body : null,
      json: typeof body === 'string' ? JSON.parse(body) : undefined,
    };
    calls.push(call);
    const answer = routes[`${method} ${url.pathname}`];
    if (!answer) return httpError(404, `no route ${method} ${url.pathname}`);
    const out = await answer(call);
    return out instanceof Response ? out : envelope(200, { code: 0, msg: 'ok', data: out });
  });
  return {
    calls,
    /** The calls to one route. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}
