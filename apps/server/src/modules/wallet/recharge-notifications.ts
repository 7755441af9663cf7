import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { IncomingNotification, PaymentProvider } from '../../payments/payment-provider';
import type { PaymentAlertKind } from './payment-alert-repository';
import { raisePaymentAlert } from './payment-alert-service';
import { findRechargeByNo, markRechargeUnpaid, recordProviderState } from './recharge-repository';
import { creditRecharge } from './recharge-service';
import { handleRefundNotification } from './withdrawal-service';

const REJECTION_ALERTS: Record<'signature' | 'stale' | 'malformed', { kind: PaymentAlertKind; message: string }> = {
  signature: { kind: 'bad_signature', message: '通知签名校验失败，未入账' },
  stale: { kind: 'stale', message: '通知时间戳过期（可能是重放），未入账' },
  malformed: { kind: 'malformed', message: '通知格式不正确，未入账' },
};

/**
 * The one rule for every provider's notification (decision 038). Answers whether it is accepted — the
 * provider stops retrying — only after whatever it changes has committed:
 * - a signature that does not verify, a stale timestamp, a merchant/app id that is not ours, an unknown
 *   top-up or an amount that is not what the top-up costs: nothing is credited, an operator alert is raised
 *   and the notification is refused;
 * - a paid notification credits the top-up once (duplicates, late ones and concurrent ones find it paid);
 * - a closed one cancels a pending top-up and changes nothing else (a late close after payment is harmless);
 * - a refund notification never credits: it settles our refund it names (withdrawal-service.ts).
 */
export async function handlePaymentNotification(
  db: Db,
  provider: PaymentProvider,
  incoming: IncomingNotification,
  now: number,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const notification = await provider.verifyNotification(incoming, now);
  const alert = (kind: PaymentAlertKind, subject: string, message: string, details: Record<string, unknown>) =>
    raisePaymentAlert(db, { provider: provider.name, kind, subject, message, details: JSON.stringify(details), now }, log);

  if (notification.kind === 'rejected') {
    const { kind, message } = REJECTION_ALERTS[notification.reason];
    await alert(kind, notification.claimed, message, { reason: notification.reason, detail: notification.detail });
    return false;
  }
  if (notification.account !== provider.account) {
    await alert('account_mismatch', notification.rechargeId, '通知的商户号/应用 ID 与本店不符，未入账', {
      expected: provider.account,
      got: notification.account,
    });
    return false;
  }
  const recharge = await findRechargeByNo(db, notification.rechargeId);
  if (!recharge || recharge.provider !== provider.name) {
    await alert('unknown_trade', notification.rechargeId, '通知的订单号不是本店的充值单，未入账', {
      rechargeId: notification.rechargeId,
    });
    return false;
  }
  if (notification.kind === 'refund') return handleRefundNotification(db, provider, notification, now, log);

  const expectedFen = Number(recharge.yuan_fen);
  if (notification.amountFen !== expectedFen) {
    await alert(
      'amount_mismatch',
      recharge.recharge_no,
      `通知金额不符：应付 ${expectedFen / 100} 元，通知为 ${notification.amountFen / 100} 元，未入账`,
      { expectedFen, gotFen: notification.amountFen, tradeNo: notification.tradeNo },
    );
    return false;
  }
  if (notification.status === 'paid') {
    const outcome = await creditRecharge(db, recharge, notification.tradeNo, notification.paidAt ?? now, now);
    log.info({ provider: provider.name, rechargeId: recharge.recharge_no, outcome }, 'payment notification');
  } else if (notification.status === 'closed' && recharge.status === 'pending') {
    await markRechargeUnpaid(db, recharge.id, 'cancelled', now);
    await recordProviderState(db, recharge.id, { status: 'closed', amountFen: notification.amountFen }, now);
  }
  return true;
}
