import type { Generated } from 'kysely';

/** Cached translations, by provider and the SHA-256 (hex) of the source text. */
export interface TranslationsTable {
  provider: string;
  text_hash: string;
  role: string;
  translated: string;
  source_chars: number;
  created_at: number;
}

/** Per UTC day and provider: characters sent, provider requests, answers served from the cache, fallbacks. */
export interface TranslationUsageTable {
  day: string;
  provider: string;
  characters: number;
  requests: number;
  cache_hits: number;
  fallbacks: number;
  /** Texts sent to the provider (cache misses). */
  texts: Generated<number>;
}

/** An operator's Chinese for a title (by the SHA-256 of the Japanese title); wins over the machine. */
export interface TitleCorrectionsTable {
  text_hash: string;
  title: string;
  title_zh: string;
  /** The item it was made on (for the console; the correction applies to the title wherever shown). */
  item_id: string;
  updated_at: number;
}

export interface TranslationTables {
  translations: TranslationsTable;
  translation_usage: TranslationUsageTable;
  title_corrections: TitleCorrectionsTable;
}
