import { z } from 'zod';
import { itemIdSchema } from './catalog';
import { chineseTextKindSchema } from './chinese-text';
import { lineText } from './input-rules';

/** The operators' side of translation (issue 17 §4): usage of the provider and hand corrections of titles. */

/** GET /api/admin/translation/usage: today's use of the provider (UTC day) and the budget. */
export const translationUsageSchema = z.object({
  /** `deepl`, `chat` (an OpenAI-compatible model), or null when no provider is configured (members read the gloss). */
  provider: z.string().nullable(),
  day: z.string(),
  /** Characters sent to the provider today, and the day's budget (system config). */
  characters: z.number().int(),
  dailyCharBudget: z.number().int(),
  /** Provider calls, texts answered from the cache, texts the gloss answered because the provider could not. */
  requests: z.number().int(),
  cacheHits: z.number().int(),
  fallbacks: z.number().int(),
  /** cacheHits ÷ (cacheHits + texts sent to the provider), null before any look-up today. */
  cacheHitRate: z.number().nullable(),
  /** Hand corrections of titles in force. */
  corrections: z.number().int(),
});
export type TranslationUsage = z.infer<typeof translationUsageSchema>;

export const titleTranslationQuerySchema = z.object({ itemId: itemIdSchema });

/** An item's title as members read it, and the operator's correction if any. */
export const titleTranslationSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  /** What members read now (the correction when there is one). */
  titleZh: z.string(),
  titleZhKind: chineseTextKindSchema,
  /** What the machine says (gloss or provider), shown beside the correction. */
  machine: z.string(),
  machineKind: chineseTextKindSchema,
  correction: z.string().nullable(),
  correctedAt: z.number().int().nullable(),
});
export type TitleTranslation = z.infer<typeof titleTranslationSchema>;

/** POST /api/admin/translation/title: an empty `titleZh` removes the correction. */
export const correctTitleSchema = z.object({
  itemId: itemIdSchema,
  titleZh: lineText(300).trim(),
});
export type CorrectTitleInput = z.input<typeof correctTitleSchema>;
