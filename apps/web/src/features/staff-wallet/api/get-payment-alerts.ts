import type { AdminPaymentAlertPage, AdminPaymentAlertQueryInput } from '@daigou/contract';
import { staffPaymentApi } from '@daigou/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/console/admin-keys';

/** GET /api/admin/payment-alerts: notifications or provider answers that did not match. Always fresh. */
export const getPaymentAlerts = (query: AdminPaymentAlertQueryInput): Promise<AdminPaymentAlertPage> =>
  callRoute(staffPaymentApi.paymentAlerts, { ...query });

export const paymentAlertsQueryOptions = (query: AdminPaymentAlertQueryInput) =>
  queryOptions({ queryKey: adminKeys.paymentAlerts(query), queryFn: () => getPaymentAlerts(query), staleTime: 0 });

export const usePaymentAlerts = (query: AdminPaymentAlertQueryInput) =>
  useQuery({ ...paymentAlertsQueryOptions(query), placeholderData: keepPreviousData });
