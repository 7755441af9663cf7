import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from './admin';
import * as limits from './call-limits';
import {
  recommendCategoriesGoodsQuerySchema,
  recommendItemsQuerySchema,
  recommendSearchQuerySchema,
  searchQuerySchema,
} from './catalog';
import { collectListQuerySchema, collectStatusQuerySchema } from './collect';
import { pagingQuerySchema } from './envelope';
import { msgListQuerySchema } from './message';
import { orderListQuerySchema } from './order';
import { sellerItemsQuerySchema, sellerRatingsQuerySchema } from './seller';
import { hotKeywordsQuerySchema } from './sys';
import { orderRecordQuerySchema } from './wallet';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `x${10_000_000 + i}`).join(',');

describe('the limits the web asks for fit the calls’ schemas', () => {
  it('paged lists: every page size, and no more than PAGE_LIMIT_MAX', () => {
    const pageSizes = [
      limits.ORDER_PAGE_SIZE,
      limits.MESSAGE_PAGE_SIZE,
      limits.COLLECT_PAGE_SIZE,
      limits.FOLLOWED_PAGE_SIZE,
      limits.BLACKLIST_PAGE_SIZE,
      limits.LEDGER_PAGE_SIZE,
      limits.ADMIN_PAGE_SIZE,
      limits.ADMIN_MEMBER_PICKER_SIZE,
    ];
    for (const limit of pageSizes) {
      expect(pagingQuerySchema.parse({ limit }).limit).toBe(limit);
      expect(limit).toBeLessThanOrEqual(limits.PAGE_LIMIT_MAX);
    }
    expect(pagingQuerySchema.safeParse({ limit: limits.PAGE_LIMIT_MAX }).success).toBe(true);
    expect(pagingQuerySchema.safeParse({ limit: limits.PAGE_LIMIT_MAX + 1 }).success).toBe(false);
    for (const schema of [
      orderListQuerySchema,
      msgListQuerySchema,
      collectListQuerySchema,
      orderRecordQuerySchema,
      auditQuerySchema,
    ])
      expect(schema.safeParse({ limit: limits.PAGE_LIMIT_MAX + 1 }).success).toBe(false);
  });

  it('favourite status: one batch answers, one more id is refused', () => {
    expect(collectStatusQuerySchema.parse({ itemIds: ids(limits.COLLECT_STATUS_BATCH) }).itemIds).toHaveLength(
      limits.COLLECT_STATUS_BATCH,
    );
    expect(collectStatusQuerySchema.safeParse({ itemIds: ids(limits.COLLECT_STATUS_BATCH + 1) }).success).toBe(false);
  });

  it('search: the page size, and the deepest page but not one more', () => {
    expect(searchQuerySchema.parse({ limit: limits.SEARCH_PAGE_SIZE, page: limits.SEARCH_MAX_PAGE })).toMatchObject({
      limit: limits.SEARCH_PAGE_SIZE,
      page: limits.SEARCH_MAX_PAGE,
    });
    expect(searchQuerySchema.safeParse({ page: limits.SEARCH_MAX_PAGE + 1 }).success).toBe(false);
    expect(recommendSearchQuerySchema.parse({ limit: limits.SUGGESTIONS_LIMIT }).limit).toBe(limits.SUGGESTIONS_LIMIT);
    expect(recommendItemsQuerySchema.parse({ itemId: 'x1234567', limit: limits.RELATED_ITEMS_LIMIT }).limit).toBe(
      limits.RELATED_ITEMS_LIMIT,
    );
  });

  it('home, sellers and hot keywords', () => {
    expect(
      recommendCategoriesGoodsQuerySchema.parse({
        categories: limits.RECOMMEND_CATEGORIES,
        limit: limits.RECOMMEND_ITEMS_PER_CATEGORY,
      }),
    ).toEqual({ categories: limits.RECOMMEND_CATEGORIES, limit: limits.RECOMMEND_ITEMS_PER_CATEGORY });
    expect(sellerItemsQuerySchema.parse({ sellerId: 's1', limit: limits.SELLER_ITEMS_PAGE_SIZE }).limit).toBe(
      limits.SELLER_ITEMS_PAGE_SIZE,
    );
    expect(sellerRatingsQuerySchema.parse({ sellerId: 's1', limit: limits.SELLER_RATINGS_PAGE_SIZE }).limit).toBe(
      limits.SELLER_RATINGS_PAGE_SIZE,
    );
    expect(hotKeywordsQuerySchema.parse({ page: 1, limit: limits.HOT_KEYWORDS_PAGE_SIZE }).limit).toBe(
      limits.HOT_KEYWORDS_PAGE_SIZE,
    );
  });
});
