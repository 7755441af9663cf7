import { checkTranslation, type TranslationFault, visibleText } from './translation-check';
import { type TextRole, type TranslationKind, TranslationUnavailableError, type Translator } from './translator';

export interface ChatTranslatorOptions {
  /** The API's base URL, ending before `/chat/completions` (e.g. https://api.deepseek.com/v1). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long one request may take; a member is waiting. */
  timeoutMs?: number;
  /** Daigou's terms (Japanese → Chinese): those found in a text go into its prompt. */
  terms?: () => Promise<Record<string, string>>;
  /** Brand names (Japanese → the Chinese the store uses): a translation must keep them (translation-check.ts). */
  brands?: () => Promise<Record<string, string>>;
  log?: { warn(obj: object, msg: string): void };
}

/** Texts per request: a search page's titles go in one call, a longer list in several. */
const BATCH = 20;
/** At most this many of the store's terms go into one prompt (those found in the texts). */
const PROMPT_TERMS = 60;

const SYSTEM_PROMPT = [
  '你是日本雅虎拍卖代购网站的翻译。把卖家写的日文翻译成简体中文，给中国大陆的买家看。',
  '规则：',
  '1. 只输出译文，不加任何解释、注释、前言或引号。',
  '2. 数字、价格、尺寸、日期、型号、编号和英文单词原样保留（如 T-405、PSA10、27.5cm、1,000円 中的数字）。',
  '3. 品牌和术语按给出的对照表翻译；对照表里没有的品牌保留原文。',
  '4. 不确定的专有名词保留日文原文，不要猜。',
  '5. 忠实原文：不增不减，不美化，不评论。瑕疵、附件、是否检测、吸烟宠物、运费等信息一个都不能漏。',
].join('\n');

interface ChatAnswer {
  choices?: { message?: { content?: unknown }; finish_reason?: string }[];
}

/**
 * Full translations by any OpenAI-compatible chat-completions API (decision 076): DeepSeek, Qwen through
 * DashScope's compatible mode, Volcengine Ark, or a self-hosted vLLM or Ollama, chosen by base URL, key and
 * model. Titles and reviews go as a JSON list and come back as one; a description goes as its HTML. Every
 * answer is checked (translation-check.ts) before the caller shows or caches it: a text whose answer fails
 * comes back as null and the member reads the gloss. A refusal, a time-out or an answer that cannot be read
 * at all is a `TranslationUnavailableError`, which rests the provider like DeepL's failures do.
 */
export class ChatTranslator implements Translator {
  readonly provider = 'chat';
  readonly kind: TranslationKind = 'full';
  private readonly endpoint: string;
  /** The store's terms and brand names, read once per process like DeepL's glossary (not once per text). */
  private terms: Promise<[Record<string, string>, Map<string, string>]> | undefined;

  constructor(private readonly options: ChatTranslatorOptions) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  private storeTerms(): Promise<[Record<string, string>, Map<string, string>]> {
    if (!this.terms) {
      const pending = Promise.all([this.options.terms?.() ?? {}, this.options.brands?.() ?? {}]).then(
        ([terms, brands]): [Record<string, string>, Map<string, string>] => [terms, new Map(Object.entries(brands))],
      );
      // A failed read is tried again on the next call.
      pending.catch(() => {
        this.terms = undefined;
      });
      this.terms = pending;
    }
    return this.terms;
  }

  async translateTexts(texts: readonly string[], role: Exclude<TextRole, 'description'>): Promise<(string | null)[]> {
    const out: (string | null)[] = [];
    for (let i = 0; i < texts.length; i += BATCH) out.push(...(await this.batch(texts.slice(i, i + BATCH), role)));
    return out;
  }

  async translateHtml(html: string): Promise<string | null> {
    const glossary = await this.promptTerms([visibleText(html)]);
    const answer = await this.complete([
      {
        role: 'system',
        content: `${SYSTEM_PROMPT}\n6. 输入是商品描述的 HTML：保留所有标签和属性原样，只翻译标签之间的文字。${glossary}`,
      },
      { role: 'user', content: html },
    ]);
    const translated = stripFence(answer);
    return (await this.accepted(visibleText(html), visibleText(translated), 'description')) ? translated : null;
  }

  private async batch(texts: readonly string[], role: 'title' | 'review'): Promise<(string | null)[]> {
    const glossary = await this.promptTerms(texts);
    const what = role === 'title' ? '拍卖商品标题' : '卖家评价';
    const answer = await this.complete([
      {
        role: 'system',
        content: `${SYSTEM_PROMPT}\n6. 输入是一个 JSON 字符串数组（${what}），输出同样长度、同样顺序的 JSON 字符串数组，每项是对应原文的译文，不要输出别的。${glossary}`,
      },
      { role: 'user', content: JSON.stringify(texts) },
    ]);
    let list: unknown;
    try {
      list = JSON.parse(stripFence(answer));
    } catch {
      throw new TranslationUnavailableError('chat translator answered something other than a JSON list', 'provider_error');
    }
    if (!Array.isArray(list) || list.length !== texts.length || !list.every((t) => typeof t === 'string'))
      throw new TranslationUnavailableError(
        `chat translator answered ${Array.isArray(list) ? `${list.length} texts for ${texts.length}` : 'no list'}`,
        'provider_error',
      );
    return Promise.all(
      texts.map(async (t, i) => ((await this.accepted(t, list[i] as string, role)) ? (list[i] as string) : null)),
    );
  }

  private async accepted(source: string, translation: string, role: TextRole): Promise<boolean> {
    const [, brands] = await this.storeTerms();
    const fault: TranslationFault | null = checkTranslation(source, translation, brands);
    if (fault) this.options.log?.warn({ provider: this.provider, role, fault }, 'machine translation refused by the check');
    return fault === null;
  }

  /** The store's terms found in these texts, as lines of the prompt's glossary ('' when none). */
  private async promptTerms(texts: readonly string[]): Promise<string> {
    const [terms] = await this.storeTerms();
    const joined = texts.join('\n');
    const found = Object.entries(terms)
      .filter(([ja]) => joined.includes(ja))
      // Longer terms first: they are the more specific (ゴルフクラブ before クラブ).
      .sort((a, b) => b[0].length - a[0].length)
      .slice(0, PROMPT_TERMS);
    if (!found.length) return '';
    return `\n术语对照表（日文 → 中文）：\n${found.map(([ja, zh]) => `${ja} → ${zh}`).join('\n')}`;
  }

  private async complete(messages: { role: 'system' | 'user'; content: string }[]): Promise<string> {
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.options.apiKey}` },
        body: JSON.stringify({ model: this.options.model, messages, temperature: 0, stream: false }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 8_000),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new TranslationUnavailableError(
        timedOut ? 'chat translator timed out' : `chat translator unreachable: ${error instanceof Error ? error.message : error}`,
        'network',
      );
    }
    if (response.status === 429) throw new TranslationUnavailableError('chat translator rate limit', 'rate_limited');
    if (response.status === 402) throw new TranslationUnavailableError('chat translator: balance exhausted', 'quota');
    if (!response.ok) throw new TranslationUnavailableError(`chat translator answered HTTP ${response.status}`, 'provider_error');
    let body: ChatAnswer;
    try {
      body = (await response.json()) as ChatAnswer;
    } catch {
      throw new TranslationUnavailableError('chat translator answered no JSON', 'provider_error');
    }
    const choice = body.choices?.[0];
    const content = choice?.message?.content;
    if (typeof content !== 'string') throw new TranslationUnavailableError('chat translator answered no text', 'provider_error');
    // Cut off at the token limit: half a translation is not shown.
    if (choice?.finish_reason === 'length')
      throw new TranslationUnavailableError('chat translator answer was cut off', 'provider_error');
    return content;
  }
}

/** An answer wrapped in a Markdown code fence (```json … ```), unwrapped; anything else as it is. */
function stripFence(answer: string): string {
  const fenced = /^\s*```[a-z]*\s*\n?([\s\S]*?)\n?```\s*$/i.exec(answer);
  return (fenced ? fenced[1] : answer)?.trim() ?? '';
}
