import { z } from 'zod';
import { CHINESE_TEXT_KINDS } from './chinese-text-labels';

/** The kind of a Chinese text (chinese-text-labels.ts says what each one is and what members read beside it). */
export const chineseTextKindSchema = z.enum(CHINESE_TEXT_KINDS);
export type ChineseTextKind = z.infer<typeof chineseTextKindSchema>;
