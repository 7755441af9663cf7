import { z } from 'zod';
import { flagSchema, itemConditionSchema, searchQuerySchema } from './catalog';
import { idSchema } from './input-rules';

/** Most saved searches per member (issue 28 §4, decision 087). */
export const SAVED_SEARCH_MAX = 20;

/** POST /api/user/savedSearch/add: the search page's filters (sort and paging are not saved; checks sort newest). */
export const savedSearchBodySchema = searchQuerySchema.omit({ sort: true, page: true, limit: true });
export type SavedSearchBody = z.input<typeof savedSearchBodySchema>;

/** A saved search's filters as stored: only the filters that narrow the search. */
export const savedSearchFiltersSchema = z.object({
  keyword: z.string().optional(),
  categoryId: z.number().int().optional(),
  brandId: z.number().int().optional(),
  sellerId: z.string().optional(),
  minPrice: z.number().int().optional(),
  maxPrice: z.number().int().optional(),
  condition: z.array(itemConditionSchema).optional(),
  buyNow: z.boolean().optional(),
  endingSoon: z.boolean().optional(),
  freeShipping: z.boolean().optional(),
  exact: z.boolean().optional(),
});
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  filters: savedSearchFiltersSchema,
  paused: z.boolean(),
  createdAt: z.number().int(),
  /** Null until the first check (which records what is listed now). */
  checkedAt: z.number().int().nullable(),
  lastNotifiedAt: z.number().int().nullable(),
  /** The chosen category's and brand's Chinese names (null: none chosen; 已失效 when the marketplace no longer has it). */
  categoryName: z.string().nullable(),
  brandName: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ list: z.array(savedSearchSchema), max: z.number().int() });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

export const savedSearchPauseBodySchema = z.object({ id: idSchema, paused: flagSchema });
export const savedSearchIdBodySchema = z.object({ id: idSchema });
export const savedSearchDeletedSchema = z.object({ id: z.number().int() });

/** The search page's query string for a saved search (the link in notices and on 搜索订阅). */
export function savedSearchQueryString(filters: SavedSearchFilters, sort = 'newest'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === false) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : value === true ? '1' : String(value));
  }
  params.set('sort', sort);
  return params.toString();
}
