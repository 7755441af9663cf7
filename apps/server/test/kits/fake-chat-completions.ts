import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatMessage {
  role: string;
  content: string;
}

/** One request as the fake received it. */
export interface ChatRequest {
  authorization: string | undefined;
  model: string;
  messages: ChatMessage[];
  temperature: unknown;
}

const KANA = /[\u3041-\u3096\u30a1-\u30fa\u30fc]/g;

/** The prompt's glossary lines (`ja → zh`), longest Japanese first, as a model that follows them reads them. */
export function promptGlossary(system: string): [string, string][] {
  return [...system.matchAll(/^(.+) → (.+)$/gm)]
    .map((m) => [m[1] as string, m[2] as string] as [string, string])
    .sort((a, b) => b[0].length - a[0].length);
}

/**
 * A stand-in model's translation: "译：" and the text with the prompt's terms put in and the rest of its kana
 * dropped (numbers, codes and kanji kept), so the answer passes the store's check unless a test says otherwise.
 */
export const fakeTranslate = (text: string, glossary: readonly [string, string][] = []): string => {
  let out = text;
  for (const [ja, zh] of glossary) out = out.split(ja).join(zh);
  return `译：${out.replace(KANA, '')}`;
};

/**
 * A fake OpenAI-compatible chat-completions API (DeepSeek, Qwen, vLLM, Ollama all answer this shape), started by the
 * tests: POST /chat/completions answers `{ choices: [{ message: { content }, finish_reason }] }`. By default a JSON
 * list of texts comes back as a JSON list of `fakeTranslate`d texts and anything else (a description's HTML) as its
 * `fakeTranslate`. A test can answer with its own content, a failure status, or silence (the request hangs).
 */
export class FakeChatCompletions {
  readonly server: Server = createServer((req, res) => void this.handle(req, res));
  requests: ChatRequest[] = [];
  url = '';
  /** The answer's content for the user message (and the system prompt); by default the fake translation above. */
  answer: (user: string, system: string) => string = defaultAnswer;
  finishReason = 'stop';
  failWith: number | null = null;
  /** Never answer (a silent gateway): the caller's time-out must end the wait. */
  silent = false;
  private readonly hanging = new Set<ServerResponse>();

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    this.requests = [];
    this.answer = defaultAnswer;
    this.finishReason = 'stop';
    this.failWith = null;
    this.silent = false;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<ChatRequest, 'authorization'>;
    this.requests.push({
      authorization: req.headers.authorization,
      model: body.model,
      messages: body.messages,
      temperature: body.temperature,
    });
    if (this.silent) {
      this.hanging.add(res);
      return;
    }
    if (this.failWith) {
      res.writeHead(this.failWith, { 'content-type': 'application/json' }).end('{"error":{"message":"refused"}}');
      return;
    }
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const content = this.answer(user, body.messages.find((m) => m.role === 'system')?.content ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: this.finishReason }],
      }),
    );
  }
}

function defaultAnswer(user: string, system: string): string {
  const glossary = promptGlossary(system);
  try {
    const list = JSON.parse(user) as unknown;
    if (Array.isArray(list)) return JSON.stringify(list.map((t) => fakeTranslate(String(t), glossary)));
  } catch {
    // not a list: a description's HTML
  }
  return fakeTranslate(user, glossary);
}
