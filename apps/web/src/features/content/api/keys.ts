export const contentKeys = {
  all: ['content'] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
  hotKeywords: (page: number, limit: number) => [...contentKeys.all, 'hotKeywords', page, limit] as const,
  hotCategories: () => [...contentKeys.all, 'hotCategories'] as const,
  recommendCategoriesGoods: (categories: number, limit: number) =>
    [...contentKeys.all, 'recommendCategoriesGoods', categories, limit] as const,
  help: (id: number) => [...contentKeys.all, 'help', id] as const,
};
