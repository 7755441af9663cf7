import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import type { TestClient } from '../test-client';
import { topUp } from './world';

export interface RouteRef {
  method: string;
  url: string;
}

/**
 * Every registered route, read from Fastify's own route tree (`printRoutes`), so calls added later are
 * covered without editing a list. Each line is `<indent>├── <segment> (METHODS)`; a segment continues its
 * parent's path.
 */
export function registeredRoutes(app: FastifyInstance): RouteRef[] {
  const stack: string[] = [];
  const routes: RouteRef[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (depth > 0 ? stack[depth - 1] : '') + match[2];
    stack[depth] = path;
    stack.length = depth + 1;
    if (match[3]) for (const method of match[3].split(', ')) routes.push({ method, url: path });
  }
  return routes;
}

export const adminRoutesOf = (app: FastifyInstance) =>
  registeredRoutes(app).filter((r) => r.method !== 'HEAD' && (r.url === '/api/admin' || r.url.startsWith('/api/admin/')));

export async function operatorClient(t: TestApp): Promise<TestClient> {
  const client = t.client();
  await client.login('admin', 'admin12345');
  return client;
}

export async function demoMemberClient(t: TestApp): Promise<TestClient> {
  const client = t.client();
  await client.login('demo', 'demo12345');
  return client;
}

/** The console's usual test world: an app with the demo accounts, the operator and the demo member logged in. */
export interface StaffDesk {
  t: TestApp;
  operator: TestClient;
  member: TestClient;
  demoId: number;
}

/** Opens a {@link StaffDesk}; `balance` (yen), when given, is topped up to the demo member through a real recharge. */
export async function openStaffDesk(balance = 0): Promise<StaffDesk> {
  const t = await createTestApp({ demoAccounts: true });
  const [operator, member] = await Promise.all([operatorClient(t), demoMemberClient(t)]);
  const demoId = await userIdOf(t, 'demo');
  if (balance > 0) await topUp(member, balance);
  return { t, operator, member, demoId };
}

export async function userIdOf(t: TestApp, account: string): Promise<number> {
  const row = await t.database.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  return row.id;
}

/** The newest audit records of an action. */
export async function auditOf(t: TestApp, action: string) {
  return t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
}

/** Expects a success envelope and answers its data. */
export function okData<T>(result: { status: number; body: { code: number; msg: string; data: T } }): T {
  expect(result.status, result.body.msg).toBe(200);
  expect(result.body.code, result.body.msg).toBe(0);
  return result.body.data;
}
