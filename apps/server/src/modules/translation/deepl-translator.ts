import { createHash } from 'node:crypto';
import * as deepl from 'deepl-node';
import { type TextRole, type TranslationKind, TranslationUnavailableError, type Translator } from './translator';

/** Glossaries this store made on the DeepL account are named with this prefix and the hash of their entries. */
export const GLOSSARY_PREFIX = 'daigou-terms-';

export interface DeepLOptions {
  serverUrl?: string;
  timeoutMs?: number;
  /** Daigou's terms (Japanese → Chinese) for a DeepL glossary every translation uses (store-terms.ts). */
  terms?: () => Promise<Record<string, string>>;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Full translations by DeepL through its official client (`deepl-node`), Japanese → simplified Chinese.
 * No retries here: a refusal (quota, 429, 5xx, network) is reported at once and the caller shows the gloss.
 *
 * With `terms`, every request uses a DeepL glossary of Daigou's terms. It is created once per term list and
 * reused: its name carries the hash of its entries, so a process (or another instance) finds the one already
 * on the account with `listGlossaries` instead of creating another; a changed term list creates a new one
 * and deletes the stale ones. A glossary DeepL refuses (400) is given up for the process (translations go on
 * without it, logged); one that disappeared (404) is looked up or created again on the next request.
 */
export class DeepLTranslator implements Translator {
  readonly provider = 'deepl';
  readonly kind: TranslationKind = 'full';
  private readonly client: deepl.Translator;
  private glossaryId: Promise<string | null> | undefined;

  constructor(
    authKey: string,
    private readonly options: DeepLOptions = {},
  ) {
    this.client = new deepl.Translator(authKey, {
      serverUrl: options.serverUrl,
      maxRetries: 0,
      minTimeout: options.timeoutMs ?? 5_000,
      sendPlatformInfo: false,
    });
  }

  async translateTexts(texts: readonly string[], _role: Exclude<TextRole, 'description'>): Promise<string[]> {
    if (!texts.length) return [];
    const glossary = await this.glossary();
    const results = await this.call(() =>
      this.client.translateText([...texts], 'ja', 'zh-HANS', glossary ? { glossary } : undefined),
    );
    return results.map((r) => r.text);
  }

  async translateHtml(html: string): Promise<string> {
    const glossary = await this.glossary();
    const result = await this.call(() =>
      this.client.translateText(html, 'ja', 'zh-HANS', { tagHandling: 'html', ...(glossary ? { glossary } : {}) }),
    );
    return result.text;
  }

  /** The id of the glossary of Daigou's terms, found or created once; null without terms or when refused. */
  glossary(): Promise<string | null> {
    if (!this.options.terms) return Promise.resolve(null);
    if (!this.glossaryId) {
      const pending = this.call(() => this.findOrCreateGlossary()).catch((error: unknown) => {
        if (
          error instanceof TranslationUnavailableError &&
          error.reason === 'provider_error' &&
          /Bad request/.test(error.message)
        ) {
          this.options.log?.warn({ err: error }, 'DeepL refused the glossary of Daigou terms: translating without it');
          return null;
        }
        this.glossaryId = undefined;
        throw error;
      });
      this.glossaryId = pending;
    }
    return this.glossaryId;
  }

  private async findOrCreateGlossary(): Promise<string | null> {
    const entries = (await this.options.terms?.()) ?? {};
    const sources = Object.keys(entries).sort();
    if (!sources.length) return null;
    const tsv = sources.map((s) => `${s}\t${entries[s]}`).join('\n');
    const name = `${GLOSSARY_PREFIX}${createHash('sha256').update(tsv).digest('hex').slice(0, 16)}`;
    const existing = await this.client.listGlossaries();
    const mine = existing
      .filter((g) => g.name === name && g.sourceLang === 'ja' && g.targetLang === 'zh')
      .sort((a, b) => a.creationTime.getTime() - b.creationTime.getTime())[0];
    if (mine) return mine.glossaryId;
    const created = await this.client.createGlossary(name, 'ja', 'zh', new deepl.GlossaryEntries({ entries }));
    for (const stale of existing.filter((g) => g.name.startsWith(GLOSSARY_PREFIX) && g.name !== name)) {
      await this.client.deleteGlossary(stale).catch((error: unknown) => {
        this.options.log?.warn({ err: error, glossaryId: stale.glossaryId }, 'stale DeepL glossary not deleted');
      });
    }
    return created.glossaryId;
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      // The glossary was deleted on the account: find or create it again next time.
      // (translateText reports a missing glossary as a plain 404.)
      if (error instanceof deepl.GlossaryNotFoundError || (error instanceof deepl.DeepLError && /^Not found/.test(error.message)))
        this.glossaryId = undefined;
      if (error instanceof deepl.QuotaExceededError) throw new TranslationUnavailableError('DeepL quota exceeded', 'quota');
      if (error instanceof deepl.TooManyRequestsError) throw new TranslationUnavailableError('DeepL rate limit', 'rate_limited');
      if (error instanceof deepl.ConnectionError)
        throw new TranslationUnavailableError(`DeepL unreachable: ${error.message}`, 'network');
      throw new TranslationUnavailableError(
        `DeepL failed: ${error instanceof Error ? error.message : String(error)}`,
        'provider_error',
      );
    }
  }
}
