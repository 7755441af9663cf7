export const sellerKeys = {
  all: ['sellers'] as const,
  info: (sellerId: string) => [...sellerKeys.all, 'info', sellerId] as const,
  risk: (sellerId: string) => [...sellerKeys.all, 'risk', sellerId] as const,
  items: (sellerId: string, sort: string, page: number, limit: number) =>
    [...sellerKeys.all, 'items', sellerId, sort, page, limit] as const,
  ratings: (sellerId: string, kind: string | undefined, page: number, limit: number) =>
    [...sellerKeys.all, 'ratings', sellerId, kind ?? 'all', page, limit] as const,
};
