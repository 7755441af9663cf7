import type { ChineseTextKind } from '@daigou/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { sanitizeHtmlForDisplay } from '../../lib/html-sanitizer';
import { type Glossary, GlossaryTranslator } from './glossary/glossary-translator';
import { descriptionSummaryHtml, reviewSummaryText } from './listing-summary';
import { visibleText } from './translation-check';
import { addUsage, listTitleCorrections, titleCorrectionsStamp } from './translation-repository';
import { textHash, translateTexts, utcDay } from './translation-service';
import type { TextRole, Translator } from './translator';

/** A text as members read it in Chinese. */
export interface ChineseText {
  text: string;
  kind: ChineseTextKind;
  /** The provider was meant to answer but could not (failure, or the day's budget spent): the gloss stands in. */
  fallback: boolean;
}

/** A title's Chinese fields as the contract names them (a title not read yet: empty, as a gloss). */
export function titleInChinese(zh: ChineseText | undefined): { titleZh: string; titleZhKind: ChineseTextKind } {
  return { titleZh: zh?.text ?? '', titleZhKind: zh?.kind ?? 'gloss' };
}

export interface ChineseReaderOptions {
  db: Db;
  /** The app clock: the usage day and how long a failing provider is left alone. */
  clock: Clock;
  /** The full-translation provider, or null (members read the gloss). */
  provider: Translator | null;
  /** The glossary of the marketplace's vocabulary and brands, built once. */
  glossary: () => Promise<Glossary>;
  /** How long hand corrections may be reused before their stamp is read again (0 in tests). */
  cacheMs: number;
  log?: { warn(obj: object, msg: string): void };
}

/** Texts remembered per process: glosses and provider translations never change for a given text. */
const MEMO_MAX = 50_000;
/** After a provider failed or the budget ran out, it is not asked again for this long (app clock). */
export const PROVIDER_REST_MS = 60_000;
/** Cache hits counted in memory are added to the day's usage at most this often. */
const USAGE_FLUSH_MS = 5_000;

/** An operator's Chinese for a title, by the title's hash. */
interface Correction {
  title: string;
  titleZh: string;
}

class Memo {
  private readonly map = new Map<string, string>();
  get(key: string): string | undefined {
    return this.map.get(key);
  }
  set(key: string, value: string): void {
    if (this.map.size >= MEMO_MAX) this.map.delete(this.map.keys().next().value as string);
    this.map.set(key, value);
  }
}

/**
 * Everything members read in Chinese: titles (cards, search, item pages, orders), descriptions and seller
 * reviews. A title an operator corrected reads as the correction; otherwise the provider's translation
 * (shared cache, daily budget — translation-service.ts) when one is configured and answering, else the
 * glossary's keyword gloss. Each distinct text is glossed or fetched once per process and remembered, so
 * a list or page costs a few map look-ups once warm.
 */
export class ChineseReader {
  readonly provider: Translator | null;
  private glossaryTranslator: Promise<GlossaryTranslator> | undefined;
  private readonly glosses = new Memo();
  private readonly full = new Memo();
  /** Texts whose provider answer failed the check: the gloss, without asking the provider again (this process). */
  private readonly refused = new Memo();
  private corrections: { map: Map<string, Correction>; stamp: string; checkedAt: number } | undefined;
  private correctionsLoad: Promise<Map<string, Correction>> | undefined;
  private restUntil = 0;
  private pendingHits = 0;
  private flushedAt = 0;

  constructor(private readonly options: ChineseReaderOptions) {
    this.provider = options.provider;
  }

  /** Titles: an operator's correction, else the provider's translation, else the gloss. */
  async titles(titles: readonly string[]): Promise<ChineseText[]> {
    const corrections = await this.titleCorrections();
    if (!corrections.size) return this.machine(titles, 'title');
    const out: (ChineseText | null)[] = titles.map((t) => {
      const manual = corrections.get(textHash(t));
      return manual === undefined ? null : { text: manual.titleZh, kind: 'manual', fallback: false };
    });
    const rest = titles.filter((_, i) => out[i] === null);
    const machine = await this.machine(rest, 'title');
    let k = 0;
    return out.map((t) => t ?? (machine[k++] as ChineseText));
  }

  /**
   * Single words (a query's words, shown to the member): the keyword gloss only, never the provider — a word
   * alone is no sentence to translate, and not worth a call of the daily budget.
   */
  async wordGlosses(words: readonly string[]): Promise<string[]> {
    if (!words.length) return [];
    const glossary = await this.glossary();
    return words.map((w) => this.gloss(glossary, w, 'title'));
  }

  /** Seller reviews (plain text, possibly several lines). */
  reviews(texts: readonly string[]): Promise<ChineseText[]> {
    return this.machine(texts, 'review');
  }

  /**
   * A description as sanitised HTML in Chinese: the seller's HTML when the marketplace has it (already
   * sanitised), else the plain text with its line breaks as HTML.
   */
  async description(text: string, html: string | null = null): Promise<ChineseText> {
    const [zh] = await this.machine([html ?? plainTextToHtml(text)], 'description');
    return zh as ChineseText;
  }

  /** What the machine says for a title, corrections aside (the console shows both). */
  async machineTitle(title: string): Promise<ChineseText> {
    return (await this.machine([title], 'title'))[0] as ChineseText;
  }

  /**
   * The Japanese titles whose hand-made Chinese contains `word` (at most `limit`): search adds them as terms,
   * so a Chinese word an operator wrote into a title finds that title.
   */
  async correctedTitlesContaining(word: string, limit: number): Promise<string[]> {
    const needle = word.toLowerCase();
    const out: string[] = [];
    for (const c of (await this.titleCorrections()).values()) {
      if (out.length >= limit) break;
      if (c.titleZh.toLowerCase().includes(needle)) out.push(c.title);
    }
    return out;
  }

  /** Called after this instance changed a correction: read again at once (other instances within cacheMs). */
  correctionsChanged(): void {
    this.corrections = undefined;
  }

  /** Adds the cache hits counted in memory to today's usage (before the figures are read). */
  async flushUsage(): Promise<void> {
    const hits = this.pendingHits;
    if (!hits || !this.provider) return;
    this.pendingHits = 0;
    this.flushedAt = performance.now();
    await addUsage(this.options.db, utcDay(this.options.clock.now()), this.provider.provider, { cache_hits: hits });
  }

  private glossary(): Promise<GlossaryTranslator> {
    if (!this.glossaryTranslator) {
      this.glossaryTranslator = this.options.glossary().then((g) => new GlossaryTranslator(g));
      this.glossaryTranslator.catch(() => {
        this.glossaryTranslator = undefined;
      });
    }
    return this.glossaryTranslator;
  }

  /**
   * What members read without a provider: a title's keyword gloss; a description's or review's summary of facts
   * (decision 077) — a gloss of running text would be word salad.
   */
  private gloss(glossary: GlossaryTranslator, text: string, role: TextRole): string {
    const key = `${role}\n${text}`;
    let gloss = this.glosses.get(key);
    if (gloss === undefined) {
      if (role === 'description') gloss = sanitizeHtmlForDisplay(descriptionSummaryHtml(visibleText(text)));
      else if (role === 'review') gloss = reviewSummaryText(text);
      else gloss = glossary.glossText(text);
      this.glosses.set(key, gloss);
    }
    return gloss;
  }

  /** Titles not glossed yet in this process, glossed together: one call of the analyser for a page's titles. */
  private glossTitles(glossary: GlossaryTranslator, texts: readonly string[], role: TextRole): void {
    if (role === 'description' || role === 'review') return;
    const fresh = [...new Set(texts)].filter((t) => this.glosses.get(`${role}\n${t}`) === undefined);
    if (fresh.length < 2) return;
    const glosses = glossary.glossTexts(fresh);
    for (const [i, text] of fresh.entries()) this.glosses.set(`${role}\n${text}`, glosses[i] as string);
  }

  private async machine(texts: readonly string[], role: TextRole): Promise<ChineseText[]> {
    if (!texts.length) return [];
    const glossary = await this.glossary();
    const provider = this.provider;
    const now = this.options.clock.now();
    const glossed = (text: string, fallback: boolean): ChineseText => ({
      text: this.gloss(glossary, text, role),
      kind: role === 'title' ? 'gloss' : 'summary',
      fallback,
    });
    if (!provider || now < this.restUntil) this.glossTitles(glossary, texts, role);
    if (!provider) return texts.map((t) => glossed(t, false));
    if (now < this.restUntil) return texts.map((t) => glossed(t, true));

    const out: (ChineseText | null)[] = texts.map((t) => {
      const hit = this.full.get(`${role}\n${t}`);
      if (hit !== undefined) return { text: hit, kind: 'full', fallback: false };
      return this.refused.get(`${role}\n${t}`) === undefined ? null : glossed(t, true);
    });
    const missing = texts.filter((_, i) => out[i] === null);
    this.pendingHits += out.filter((t) => t?.kind === 'full').length;
    if (!missing.length) {
      if (performance.now() - this.flushedAt >= USAGE_FLUSH_MS)
        this.flushUsage().catch((error) => this.options.log?.warn({ err: error }, 'translation usage not recorded'));
      return out as ChineseText[];
    }
    const answers = await translateTexts({ db: this.options.db, now, provider, glossary, log: this.options.log }, missing, role);
    const byText = new Map<string, ChineseText>();
    missing.forEach((t, i) => {
      const answer = answers[i];
      if (answer && !answer.fallback && answer.kind === 'full') {
        this.full.set(`${role}\n${t}`, answer.text);
        byText.set(t, { text: answer.text, kind: 'full', fallback: false });
      } else if (answer?.refused) {
        // Only this text's answer was bad: remember it, and leave the provider to the others.
        this.refused.set(`${role}\n${t}`, '');
        byText.set(t, glossed(t, true));
      } else {
        // The provider failed or the budget is spent: leave it alone for a while, read the gloss meanwhile.
        this.restUntil = now + PROVIDER_REST_MS;
        byText.set(t, glossed(t, true));
      }
    });
    return texts.map((t, i) => out[i] ?? (byText.get(t) as ChineseText));
  }

  /** Hand corrections by title hash, read again when their stamp changed (checked at most every cacheMs). */
  private async titleCorrections(): Promise<Map<string, Correction>> {
    const kept = this.corrections;
    const now = performance.now();
    if (kept && now - kept.checkedAt < this.options.cacheMs) return kept.map;
    this.correctionsLoad ??= (async () => {
      try {
        const stamp = await titleCorrectionsStamp(this.options.db);
        if (kept && kept.stamp === stamp) {
          kept.checkedAt = performance.now();
          return kept.map;
        }
        const rows = await listTitleCorrections(this.options.db);
        const map = new Map(rows.map((r) => [r.text_hash, { title: r.title, titleZh: r.title_zh }]));
        this.corrections = { map, stamp, checkedAt: performance.now() };
        return map;
      } finally {
        this.correctionsLoad = undefined;
      }
    })();
    return this.correctionsLoad;
  }
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as HTML: paragraphs at blank lines, <br> at single line breaks, everything escaped. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br />')}</p>`)
    .join('');
}
