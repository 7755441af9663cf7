import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { type ReconcileResult, reconcileRecharges } from '../modules/wallet/recharge-service';
import type { PaymentProviders } from '../payments/payment-providers';

/**
 * The top-up job: expires unpaid top-ups past their time (closing them at the provider first) and asks the
 * provider about pending ones whose notification is late or lost. One deterministic pass.
 */
export function runRechargePass(deps: {
  db: Db;
  payments: PaymentProviders;
  now: number;
  log?: FastifyBaseLogger;
}): Promise<ReconcileResult> {
  return reconcileRecharges(deps.db, deps.payments, deps.now, { log: deps.log });
}
