import type { OrderRecordQueryInput } from '@daigou/contract';

export const walletKeys = {
  all: ['wallet'] as const,
  recharge: (rechargeId: string) => [...walletKeys.all, 'recharge', rechargeId] as const,
  records: (query: OrderRecordQueryInput) => [...walletKeys.all, 'records', query] as const,
  withdrawals: (page: number) => [...walletKeys.all, 'withdrawals', page] as const,
};
