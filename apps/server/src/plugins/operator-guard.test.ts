import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutesOf, demoMemberClient, operatorClient, type RouteRef, registeredRoutes } from '../../test/kits/staff-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let member: TestClient;
let operator: TestClient;
let routes: RouteRef[];

beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true });
  [member, operator] = await Promise.all([demoMemberClient(t), operatorClient(t)]);
  routes = adminRoutesOf(t.app);
});
afterAll(() => t.close());

const call = (client: TestClient, route: RouteRef) => {
  const url = route.url.replace(/:[A-Za-z]+/g, '1');
  return route.method === 'GET' ? client.get(url) : client.call(route.method as 'POST', url, { json: {} });
};

describe('access: every /api/admin call', () => {
  it('finds the registered routes from the route tree itself', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of registeredRoutes(t.app).filter((r) => r.method !== 'HEAD' && !r.url.includes('*'))) {
      expect(t.app.hasRoute({ method: route.method as 'GET', url: route.url }), `${route.method} ${route.url}`).toBe(true);
    }
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/audit' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/admin/balance/adjust' });
  });

  it('lists every /api/admin path of the API document too', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    const documented = Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin'));
    const found = new Set(routes.map((r) => r.url.replace(/:([A-Za-z]+)/g, '{$1}')));
    for (const path of documented) expect(found.has(path), path).toBe(true);
  });

  it('refuses a visitor with 401', async () => {
    const visitor = t.client();
    for (const route of routes) {
      const result = await call(visitor, route);
      expect(result.status, `${route.method} ${route.url}`).toBe(401);
      expect(result.body.code).toBe(401);
    }
  });

  it('refuses a member with 403', async () => {
    for (const route of routes) {
      const result = await call(member, route);
      expect(result.status, `${route.method} ${route.url}`).toBe(403);
      expect(result.body.code).toBe(403);
    }
  });

  it('lets the operator through (never 401/403)', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const result = await call(operator, route);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(result.status);
    }
  });

  it('refuses a member even when the path is percent-encoded', async () => {
    const result = await member.get('/api/%61dmin/audit');
    expect([403, 404]).toContain(result.status);
    expect(result.body.code).not.toBe(0);
  });
});

describe('audit list', () => {
  it('pages and filters by action and operator', async () => {
    const set = (WechatRate: number) =>
      operator
        .post('/api/admin/settings/rates', { json: { WechatRate, AliRate: 0.05 } })
        .then((r) => expect(r.body.code).toBe(0));
    await set(0.047);
    await set(0.048);
    await operator.post('/api/admin/settings/fees', { json: { serviceFee: 300, inspectionFee: 200 } });
    const page = await operator.get<{
      list: Array<{ action: string; operatorAccount: string; details: { after: unknown } }>;
      total: number;
    }>('/api/admin/audit', { query: { action: 'settings.rates', limit: 1 } });
    expect(page.body.code).toBe(0);
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.list).toHaveLength(1);
    expect(page.body.data.list[0]).toMatchObject({
      action: 'settings.rates',
      actionLabel: '修改汇率',
      operatorAccount: 'admin',
      targetType: 'settings',
      targetId: 'rates',
      details: { before: { WechatRate: 0.047, AliRate: 0.05 }, after: { WechatRate: 0.048, AliRate: 0.05 } },
    });
    const byOperator = await operator.get<{ total: number }>('/api/admin/audit', { query: { operator: 'admin' } });
    expect(byOperator.body.data.total).toBe(3);
    const nobody = await operator.get<{ total: number }>('/api/admin/audit', { query: { operator: 'demo' } });
    expect(nobody.body.data.total).toBe(0);
  });
});
