import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { createMemberWithSession, createOrder, createSession, type OrderOptions } from '../../src/bootstrap/seed/factories';
import type { Db } from '../../src/db/database';
import { readBalance } from '../../src/modules/wallet/ledger-repository';
import { SandboxProvider } from '../../src/payments/sandbox-provider';
import { SESSION_COOKIE } from '../../src/plugins/session';
import type { TestApp } from '../test-app';
import type { TestClient } from '../test-client';

// The tests' world (decision 026): members, orders, money and parcels built with the seed's factories
// (src/bootstrap/seed/factories.ts) or through the real HTTP calls. One kit for every area.

export { fund } from '../../src/bootstrap/seed/factories';
export { expectMoneyInvariants } from '../money-invariants';

/** A member (or operator) with a session; the client carries its cookie like a browser after login. */
export async function memberClient(
  t: TestApp,
  account = `m${randomBytes(5).toString('hex')}`,
  role: 'member' | 'operator' = 'member',
): Promise<{ client: TestClient; userId: number }> {
  const { userId, token } = await createMemberWithSession(t.database.db, { account, role, now: t.clock.now() });
  return { client: clientWithSession(t, token), userId };
}

/**
 * A new session for a user that already exists, opened at the clock's now: for tests that move the clock further
 * than a session lasts (a year), as a member would log in again.
 */
export async function signInAgain(t: TestApp, userId: number): Promise<TestClient> {
  return clientWithSession(t, await createSession(t.database.db, userId, t.clock.now()));
}

function clientWithSession(t: TestApp, token: string): TestClient {
  const client = t.client();
  client.cookies.set(SESSION_COOKIE, token);
  return client;
}

/** An order of the member in any status (see `createOrder`). */
export function insertTestOrder(db: Db, userId: number, options: Omit<OrderOptions, 'warehoused'>): Promise<number> {
  return createOrder(db, userId, options);
}

/** A warehoused item (status 6) of the member, weighed and measured, arrived `daysAgo` days before the clock. */
export function warehousedItem(
  t: TestApp,
  userId: number,
  options: { weightG?: number; box?: [number, number, number] | null; daysAgo?: number; finalPrice?: number } = {},
): Promise<number> {
  const now = t.clock.now();
  return createOrder(t.database.db, userId, {
    status: 6,
    maxBid: options.finalPrice ?? 3000,
    now,
    warehoused: {
      weightG: options.weightG ?? 800,
      box: options.box === undefined ? [30, 20, 10] : options.box,
      arrivedAt: now - (options.daysAgo ?? 1) * 86_400_000,
    },
  });
}

export function sandboxOf(t: TestApp): SandboxProvider {
  const provider = t.app.payments.sandbox;
  if (!(provider instanceof SandboxProvider)) throw new Error('tests expect the sandbox provider');
  return provider;
}

export function balanceOf(db: Db, userId: number): Promise<number> {
  return readBalance(db, userId);
}

/** Tops up through the real path: webRecharge, the sandbox page's confirm form, the signed notification. */
export async function topUp(client: TestClient, amount: number, channel: 'wechat' | 'alipay' = 'alipay') {
  const created = await client.post<{ rechargeId: string; payUrl: string }>('/api/user/webRecharge', {
    form: { channel, amount },
  });
  expect(created.body.code, created.body.msg).toBe(0);
  const confirm = await client.post(`${created.body.data.payUrl}/confirm`, { form: {} });
  expect(confirm.status).toBe(303);
  return created.body.data.rechargeId;
}

const HAIDIAN = { recipient: '张三', mobile: '13800138000', provinceCode: '11', cityCode: '1101', districtCode: '110108' };

/** An address of the member's (with an ID number when the app has ID_NUMBER_KEY and `withId`). */
export async function addressOf(client: TestClient, withId = false): Promise<number> {
  const res = await client.post<{ addressId: number }>('/api/address/add', {
    form: { ...HAIDIAN, street: '中关村大街 1 号 101 室', ...(withId ? { idNumber: '11010519491231002X' } : {}) },
  });
  if (res.body.code !== 0) throw new Error(`address: ${res.body.msg}`);
  return res.body.data.addressId;
}

export const declare = (orderIds: number[], value = 5000) =>
  orderIds.map((orderId) => ({ orderId, description: '二手衣物', declaredValue: value }));
