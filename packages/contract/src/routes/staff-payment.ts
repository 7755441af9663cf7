import { z } from 'zod';
import {
  adminPaymentAlertPageSchema,
  adminPaymentAlertQuerySchema,
  adminReconciliationQuerySchema,
  adminRefuseWithdrawalBodySchema,
  adminResolveAlertBodySchema,
  adminWithdrawalPageSchema,
  adminWithdrawalQuerySchema,
  reconciliationReportSchema,
  withdrawalIdBodySchema,
} from '../payments';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/wallet/staff-payments-routes.ts. */
export const paymentAlerts = getRoute('/api/admin/payment-alerts', {
  query: adminPaymentAlertQuerySchema,
  data: adminPaymentAlertPageSchema,
});

export const paymentAlertsResolve = postRoute(
  '/api/admin/payment-alerts/resolve',
  { body: adminResolveAlertBodySchema, data: z.null() },
  'json',
);

export const withdrawals = getRoute('/api/admin/withdrawals', {
  query: adminWithdrawalQuerySchema,
  data: adminWithdrawalPageSchema,
});

export const withdrawalsApprove = postRoute(
  '/api/admin/withdrawals/approve',
  { body: withdrawalIdBodySchema, data: z.null() },
  'json',
);

export const withdrawalsRefuse = postRoute(
  '/api/admin/withdrawals/refuse',
  { body: adminRefuseWithdrawalBodySchema, data: z.null() },
  'json',
);

export const reconciliation = getRoute('/api/admin/reconciliation', {
  query: adminReconciliationQuerySchema,
  data: reconciliationReportSchema,
});

export const reconciliationRun = postRoute(
  '/api/admin/reconciliation/run',
  { body: adminReconciliationQuerySchema, data: reconciliationReportSchema },
  'json',
);
