import { type AdminLiftLoginLockBody, type AdminLoginLocks, LOGIN_WINDOW_MINUTES } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { type Actor, recordAudit } from '../audit/audit-service';
import { liftLoginLock, listLoginLocks, lockKey } from './login-throttle';

export async function getLoginLocks(db: Db, now: number): Promise<AdminLoginLocks> {
  return { list: await listLoginLocks(db, now), windowMinutes: LOGIN_WINDOW_MINUTES };
}

/** Lifts one login lock and records who lifted what, in one transaction (decision 018). */
export async function liftLock(db: Db, actor: Actor, body: AdminLiftLoginLockBody, now: number): Promise<{ cleared: number }> {
  return inTransaction(db, async (trx) => {
    const key = lockKey(body);
    const cleared = await liftLoginLock(trx, key, now);
    const account = 'account' in key ? key.account : null;
    const address = 'address' in key ? key.address : null;
    await recordAudit(trx, actor, {
      action: 'login.unlock',
      targetType: 'login_lock',
      targetId: [account, address].filter(Boolean).join('@'),
      details: { kind: key.kind, account, address, cleared },
      now,
    });
    return { cleared };
  });
}
