/**
 * Translation of what sellers write (titles, descriptions, reviews) from Japanese into simplified
 * Chinese. Two kinds of result, never mixed up in what members read:
 *  - `gloss`: the embedded glossary's keyword gloss (关键词译文) — dictionary words in Chinese, unknown
 *    words left in Japanese; never presented as a translation;
 *  - `full`: a machine translation by a provider (DeepL, or a chat-completions model).
 */
export type TranslationKind = 'gloss' | 'full';

/** What a text is: titles and reviews are plain text, descriptions are HTML. */
export type TextRole = 'title' | 'review' | 'description';

export interface Translator {
  /** Stable provider name, stored with every cached translation (`glossary`, `deepl`, `chat`). */
  readonly provider: string;
  readonly kind: TranslationKind;
  /**
   * ja → zh-CN, one answer per text, same order. null: the provider answered, but its answer for that text
   * failed the check (translation-check.ts) and must not be shown; the member reads the gloss.
   */
  translateTexts(texts: readonly string[], role: Exclude<TextRole, 'description'>): Promise<(string | null)[]>;
  /** ja → zh-CN of an HTML fragment; the answer is HTML that the caller sanitises again before use (null: refused). */
  translateHtml(html: string): Promise<string | null>;
}

/** A provider refused or failed (quota, rate limit, server error, network). The caller falls back. */
export class TranslationUnavailableError extends Error {
  constructor(
    message: string,
    readonly reason: 'quota' | 'rate_limited' | 'provider_error' | 'network',
  ) {
    super(message);
    this.name = 'TranslationUnavailableError';
  }
}
