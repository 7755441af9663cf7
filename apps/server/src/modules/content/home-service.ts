import { type CategoryGoods, SEARCH_TOTAL_CAP } from '@daigou/contract';
import type { Db } from '../../db/database';
import type { Marketplace } from '../../marketplace/marketplace';
import { listBlacklistedSellerIds } from '../sellers/seller-relations-repository';
import { listCategoriesInChinese } from '../translation/category-names';
import type { ChineseReader } from '../translation/chinese-reader';
import { itemCardsInChinese } from '../translation/item-cards';

/** GET /api/index/recommendCategoriesGoods: the hot categories, each with its most bid-on open items. */
export async function getRecommendCategoriesGoods(
  deps: { db: Db; marketplace: Marketplace; reader: ChineseReader },
  options: { categories: number; limit: number },
  viewerId: number | null,
): Promise<CategoryGoods[]> {
  const hot = (await listCategoriesInChinese(deps))
    .filter((c) => c.hot > 0)
    .sort((a, b) => a.hot - b.hot)
    .slice(0, options.categories);
  const blacklist = viewerId === null ? [] : await listBlacklistedSellerIds(deps.db, viewerId);
  const sections = await Promise.all(
    hot.map(async (c) => {
      const result = await deps.marketplace.search({
        groups: [],
        categoryId: c.categoryId,
        excludeSellerIds: blacklist,
        sort: 'bids_desc',
        offset: 0,
        limit: options.limit,
        totalCap: SEARCH_TOTAL_CAP,
      });
      return {
        category: { categoryId: c.categoryId, name: c.name, nameZh: c.nameZh },
        items: await itemCardsInChinese(deps.reader, result.items),
      };
    }),
  );
  return sections.filter((s) => s.items.length > 0);
}
