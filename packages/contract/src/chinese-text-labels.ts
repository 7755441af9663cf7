/**
 * Chinese reading of what sellers wrote (issue 17, decisions 040/041/044/077). Four kinds, never mixed up:
 *  - `gloss`: the embedded glossary's keyword gloss (关键词译文): dictionary words in Chinese, unknown words
 *    left in Japanese and marked 「…」 (decision 079) — never presented as a translation;
 *  - `full`: a machine translation by the configured provider (DeepL);
 *  - `manual`: an operator's correction of a title (wins over the machine);
 *  - `summary`: with no provider answering, a description's or review's facts read from the Japanese and said
 *    in Chinese under fixed labels (decision 077) — shown beside the original, never as its translation.
 * No zod here: the item cards of the first screen show these labels, and zod stays out of that load
 * (decision 056); the schema is in chinese-text.ts.
 */
export const CHINESE_TEXT_KINDS = ['gloss', 'full', 'manual', 'summary'] as const;

/** What members read beside a kind of Chinese text. */
export const CHINESE_TEXT_KIND_LABELS: Record<(typeof CHINESE_TEXT_KINDS)[number], string> = {
  gloss: '关键词译文',
  full: '机器翻译',
  manual: '人工译文',
  summary: '要点摘要',
};
