export const contentKeys = {
  all: ['content'] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
  hotKeywords: (page: number, limit: number) => [...contentKeys.all, 'hotKeywords', page, limit] as const,
};
