import type { Route } from '@daigou/contract';
import * as contract from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteRef, registeredRoutes } from '../test/kits/staff-kit';
import { createTestApp, type TestApp } from '../test/test-app';

/** Every route the contract declares (packages/contract/src/routes), by its namespace and name. */
const declared = Object.entries(contract)
  .filter(([namespace]) => namespace.endsWith('Api'))
  .flatMap(([namespace, routes]) =>
    Object.entries(routes as Record<string, Route>).map(([name, route]) => ({ ref: `${namespace}.${name}`, route })),
  );

/** The /api routes served without a contract declaration, each for its reason (the web calls none of them). */
const UNDECLARED: { method: string; url: RegExp; why: string }[] = [
  { method: 'POST', url: /^\/api\/pay\/notify\/\w+$/, why: "a payment provider's notification, in the provider's own format" },
  { method: 'GET', url: /^\/api\/mail\/unsubscribe$/, why: 'the page a mail link opens: HTML, not the envelope' },
  { method: 'POST', url: /^\/api\/test\//, why: 'test-only controls (TEST_CONTROLS) for the end-to-end specs' },
  { method: 'GET', url: /^\/api\/docs(\/|$)/, why: 'the API document and its viewer' },
  {
    method: 'GET',
    url: /^\/api\/(images|user\/avatar)\/:file$/,
    why: 'stored pictures: image bytes at the addresses answers carry',
  },
];

let t: TestApp;
let served: RouteRef[];

beforeAll(async () => {
  t = await createTestApp();
  served = registeredRoutes(t.app).filter((r) => r.method !== 'HEAD' && (r.url === '/api' || r.url.startsWith('/api/')));
});
afterAll(() => t.close());

describe('the contract names the routes (decision 088)', () => {
  it('declares each route once: no method and path twice', () => {
    const keys = declared.map(({ route }) => `${route.method} ${route.path}`);
    expect(declared.length).toBeGreaterThan(150);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('serves every declared route, with its method', () => {
    for (const { ref, route } of declared)
      expect(t.app.hasRoute({ method: route.method, url: route.path }), `${ref}: ${route.method} ${route.path}`).toBe(true);
  });

  it('declares every /api route the server serves, but the few listed with their reason', () => {
    const keys = new Set(declared.map(({ route }) => `${route.method} ${route.path}`));
    expect(served.length).toBeGreaterThan(150);
    const undeclared = served.filter(
      (r) => !keys.has(`${r.method} ${r.url}`) && !UNDECLARED.some((u) => u.method === r.method && u.url.test(r.url)),
    );
    expect(undeclared).toEqual([]);
  });

  it('declares a body only on POST routes, and an upload route has no body schema', () => {
    for (const { ref, route } of declared) {
      if (route.method === 'GET') expect(route.schemas.body, ref).toBeUndefined();
      if (route.format === 'multipart') expect(route.schemas.body, ref).toBeUndefined();
      if (route.method === 'POST' && route.schemas.body) expect(['form', 'json'], ref).toContain(route.format);
    }
  });
});
