import { correctTitleSchema, titleTranslationQuerySchema, titleTranslationSchema, translationUsageSchema } from '../translation';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/translation/staff-translation-routes.ts. */
export const translationUsage = getRoute('/api/admin/translation/usage', { data: translationUsageSchema });

export const translationTitle = getRoute('/api/admin/translation/title', {
  query: titleTranslationQuerySchema,
  data: titleTranslationSchema,
});

export const translationTitleCorrect = postRoute(
  '/api/admin/translation/title',
  { body: correctTitleSchema, data: titleTranslationSchema },
  'json',
);
