import { z } from 'zod';
import { adminHotKeywordQuerySchema, adminHotKeywordSaveBodySchema, adminHotKeywordSchema, idBodySchema } from '../admin';
import { pagedSchema } from '../envelope';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/content/staff-keywords-routes.ts. */
export const hotKeywords = getRoute('/api/admin/hotKeywords', {
  query: adminHotKeywordQuerySchema,
  data: pagedSchema(adminHotKeywordSchema),
});

export const hotKeywordsSave = postRoute(
  '/api/admin/hotKeywords/save',
  { body: adminHotKeywordSaveBodySchema, data: adminHotKeywordSchema },
  'json',
);

export const hotKeywordsDelete = postRoute('/api/admin/hotKeywords/delete', { body: idBodySchema, data: z.null() }, 'json');
