export const collectKeys = {
  all: ['collect'] as const,
  lists: () => [...collectKeys.all, 'list'] as const,
  list: (page: number, limit: number, onSale: boolean) => [...collectKeys.lists(), { page, limit, onSale }] as const,
  statuses: () => [...collectKeys.all, 'status'] as const,
  status: (itemId: string) => [...collectKeys.statuses(), itemId] as const,
};
