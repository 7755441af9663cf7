import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import type { Db } from '../../db/database';
import { SandboxProvider } from '../../payments/sandbox-provider';

export { expectMoneyInvariants } from '../../../test/money-invariants';
export { memberClient } from './test-members';

export function sandboxOf(t: TestApp): SandboxProvider {
  const provider = t.app.payments;
  if (!(provider instanceof SandboxProvider)) throw new Error('tests expect the sandbox provider');
  return provider;
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** Tops up through the real path: webRecharge, the sandbox page's confirm form, the signed notification. */
export async function topUp(client: TestClient, amount: number, channel: 'wechat' | 'alipay' = 'alipay') {
  const created = await client.post<{ rechargeId: string; payUrl: string }>('/api/user/webRecharge', {
    form: { channel, amount },
  });
  expect(created.body.code).toBe(0);
  const confirm = await client.post(`${created.body.data.payUrl}/confirm`, { form: {} });
  expect(confirm.status).toBe(303);
  return created.body.data.rechargeId;
}
