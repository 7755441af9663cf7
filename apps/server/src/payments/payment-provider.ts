/**
 * The PaymentProvider interface (product.md, Money): create a payment, verify an asynchronous
 * notification (signature and amount are the caller's to compare), query a payment, close an unpaid one.
 * The sandbox provider is the embedded default; WeChat Pay and Alipay come later behind the same shape.
 */

export interface CreatePaymentInput {
  /** Our public top-up id, the provider's out_trade_no. */
  rechargeId: string;
  amountFen: number;
  subject: string;
  expiresAt: number;
}

export interface CreatedPayment {
  /** Where the payer goes (also the QR content). */
  payUrl: string;
}

/** A notification whose signature checked out. The amount is the provider's claim, to compare with ours. */
export interface VerifiedNotification {
  rechargeId: string;
  tradeNo: string;
  amountFen: number;
  status: 'paid' | 'closed';
  paidAt: number | null;
}

export type PaymentState =
  | { status: 'pending' | 'closed'; amountFen: number }
  | { status: 'paid'; amountFen: number; tradeNo: string; paidAt: number }
  | { status: 'not_found' };

export interface NotificationReply {
  contentType: string;
  body: string;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** null when the notification is malformed or its signature is wrong. */
  verifyNotification(fields: Record<string, unknown>): Promise<VerifiedNotification | null>;
  queryPayment(rechargeId: string): Promise<PaymentState>;
  /** Closes an unpaid payment so it can no longer be paid; answers the state after closing. */
  closePayment(rechargeId: string): Promise<PaymentState>;
  /** What the provider expects back: Alipay wants the text `success`. */
  notificationReply(accepted: boolean): NotificationReply;
}
