import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { sanitizeHtmlForDisplay } from '../../lib/html-sanitizer';
import { getSetting } from '../sys/settings-service';
import type { GlossaryTranslator } from './glossary/glossary-translator';
import { addUsage, findTranslations, insertTranslations } from './translation-repository';
import type { TextRole, TranslationKind, Translator } from './translator';

/** What a member reads in place of a Japanese text. */
export interface TranslatedText {
  text: string;
  kind: TranslationKind;
  provider: string;
  /** The provider was asked for but could not answer (failure or the day's budget spent): the gloss stands in. */
  fallback: boolean;
  /**
   * The provider answered, but its answer for this text failed the check and was thrown away (not cached):
   * the gloss stands in, and the provider is not to blame for the other texts.
   */
  refused?: boolean;
}

export interface TranslationDeps {
  db: Db;
  /** Epoch ms (the app clock). */
  now: number;
  /** The full-translation provider, or null when none is configured (the glossary answers). */
  provider: Translator | null;
  glossary: GlossaryTranslator;
  log?: { warn(obj: object, msg: string): void };
}

export const textHash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
export const utcDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

/**
 * Translates texts of one role for display. Each text is looked up by provider + SHA-256 in the shared
 * cache; only texts never translated go to the provider, and only while the day's character budget
 * (system config `translation.dailyCharBudget`, counted across instances) allows. When the provider is
 * absent, fails or the budget is spent, the glossary's gloss answers, marked as a fallback when a provider
 * was meant to answer. Never throws for a provider's failure.
 */
export async function translateTexts(deps: TranslationDeps, texts: readonly string[], role: TextRole): Promise<TranslatedText[]> {
  const gloss = async (list: readonly string[]) =>
    role === 'description'
      ? Promise.all(list.map((t) => deps.glossary.translateHtml(t)))
      : deps.glossary.translateTexts(list, role);
  const glossed = (text: string, fallback: boolean): TranslatedText => ({ text, kind: 'gloss', provider: 'glossary', fallback });
  const provider = deps.provider;
  if (!provider) return (await gloss(texts)).map((t) => glossed(t, false));

  const hashes = texts.map(textHash);
  const cached = new Map((await findTranslations(deps.db, provider.provider, hashes)).map((r) => [r.text_hash, r.translated]));
  const day = utcDay(deps.now);
  const out: (TranslatedText | null)[] = texts.map((_, i) => {
    const hit = cached.get(hashes[i] as string);
    return hit === undefined ? null : { text: hit, kind: provider.kind, provider: provider.provider, fallback: false };
  });
  const hits = out.filter(Boolean).length;
  const missing = [...new Set(texts.filter((_, i) => out[i] === null))];
  const translated = new Map<string, string>();
  const refused = new Set<string>();
  let reason: string | null = null;
  if (missing.length) {
    const chars = missing.reduce((sum, t) => sum + [...t].length, 0);
    const { dailyCharBudget } = await getSetting(deps.db, 'translation');
    // Reserve the characters first, so instances racing for the last of the budget cannot both spend it.
    const used = await addUsage(deps.db, day, provider.provider, { characters: chars });
    if (used > dailyCharBudget) {
      await addUsage(deps.db, day, provider.provider, { characters: -chars });
      reason = 'budget';
    } else {
      try {
        const answers =
          role === 'description'
            ? await Promise.all(missing.map((t) => provider.translateHtml(t)))
            : await provider.translateTexts(missing, role);
        // A provider's HTML is sanitised before it is stored (and so before anyone is shown it).
        const clean = (answer: string) => (role === 'description' ? sanitizeHtmlForDisplay(answer) : answer);
        missing.forEach((t, i) => {
          const answer = answers[i];
          if (typeof answer === 'string') translated.set(t, clean(answer));
          else refused.add(t);
        });
        await insertTranslations(
          deps.db,
          [...translated.keys()].map((t) => ({
            provider: provider.provider,
            text_hash: textHash(t),
            role,
            translated: translated.get(t) ?? '',
            source_chars: [...t].length,
            created_at: deps.now,
          })),
        );
        await addUsage(deps.db, day, provider.provider, { requests: 1, texts: missing.length });
      } catch (error) {
        // The characters were not translated: give them back to the day's budget.
        await addUsage(deps.db, day, provider.provider, { characters: -chars });
        reason = error instanceof Error ? error.message : String(error);
      }
    }
  }
  const fallbackTexts = texts.filter((t, i) => out[i] === null && (reason !== null || refused.has(t)));
  const fallbackGloss = new Map(fallbackTexts.map((t, i) => [t, i] as const));
  const glosses = await gloss(fallbackTexts);
  if (reason)
    deps.log?.warn({ provider: provider.provider, reason, texts: fallbackTexts.length }, 'translation fell back to the glossary');
  if (refused.size)
    deps.log?.warn(
      { provider: provider.provider, texts: refused.size },
      'translations refused by the check: the gloss stands in',
    );
  if (hits || fallbackTexts.length)
    await addUsage(deps.db, day, provider.provider, { cache_hits: hits, fallbacks: fallbackTexts.length });
  return texts.map((t, i) => {
    const kept = out[i];
    if (kept) return kept;
    const full = translated.get(t);
    if (full !== undefined) return { text: full, kind: provider.kind, provider: provider.provider, fallback: false };
    const gloss = glossed(glosses[fallbackGloss.get(t) ?? 0] ?? '', true);
    return reason === null && refused.has(t) ? { ...gloss, refused: true } : gloss;
  });
}
