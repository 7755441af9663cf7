export const sellerRelationKeys = {
  all: ['seller-relations'] as const,
  relation: (sellerId: string) => [...sellerRelationKeys.all, 'relation', sellerId] as const,
  blacklist: (page: number, limit: number) => [...sellerRelationKeys.all, 'blacklist', { page, limit }] as const,
  followed: (page: number, limit: number) => [...sellerRelationKeys.all, 'followed', { page, limit }] as const,
};
