import type { Category, CategoryChildren, HotCategory } from '@daigou/contract';
import { notFound } from '../../lib/errors';
import type { MarketCategory, Marketplace } from '../../marketplace/marketplace';
import { listCategoriesInChinese } from '../translation/category-names';
import type { ChineseReader } from '../translation/chinese-reader';
import { categoryPath } from './item-service';

export const toCategory = (c: MarketCategory): Category => ({
  categoryId: c.categoryId,
  name: c.name,
  nameZh: c.nameZh,
  parentId: c.parentId,
  depth: c.depth,
  path: c.path,
  pathZh: c.pathZh,
  isLeaf: c.isLeaf,
  childCount: c.childCount,
});

/** The tree is read through the ChineseReader: every name a member sees is Chinese (decision 082). */
interface CategoryDeps {
  marketplace: Marketplace;
  reader: ChineseReader;
}

/** GET /api/getCategoryChildren: a category's children (0 or absent: the roots) and its breadcrumb. */
export async function getCategoryChildren(deps: CategoryDeps, categoryId: number | undefined): Promise<CategoryChildren> {
  const categories = await listCategoriesInChinese(deps);
  if (!categoryId) {
    return { category: null, breadcrumb: [], children: categories.filter((c) => c.parentId === 0).map(toCategory) };
  }
  const category = categories.find((c) => c.categoryId === categoryId);
  if (!category) throw notFound('分类不存在');
  return {
    category: toCategory(category),
    breadcrumb: categoryPath(categories, categoryId).map((c) => ({ categoryId: c.categoryId, name: c.name, nameZh: c.nameZh })),
    children: categories.filter((c) => c.parentId === categoryId).map(toCategory),
  };
}

export const categoryImageUrl = (categoryId: number) => `/img/category/${categoryId}.svg`;

/** GET /api/index/hotCategories: the curated hot categories with how many items are on sale (bounded). */
export async function getHotCategories(deps: CategoryDeps): Promise<HotCategory[]> {
  const { marketplace } = deps;
  const hot = (await listCategoriesInChinese(deps)).filter((c) => c.hot > 0).sort((a, b) => a.hot - b.hot);
  return Promise.all(
    hot.map(async (c) => {
      const { total } = await marketplace.search({
        groups: [],
        categoryId: c.categoryId,
        sort: 'end_asc',
        offset: 0,
        limit: 0,
        totalCap: 10_000,
      });
      return {
        categoryId: c.categoryId,
        name: c.name,
        nameZh: c.nameZh,
        image: categoryImageUrl(c.categoryId),
        itemCount: total,
      };
    }),
  );
}
