import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A glossary as the fake keeps it. */
export interface FakeGlossary {
  glossary_id: string;
  name: string;
  ready: boolean;
  source_lang: string;
  target_lang: string;
  creation_time: string;
  entry_count: number;
  entries: Map<string, string>;
}

/**
 * A fake DeepL API for tests (the official deepl-node client talks to it through DEEPL_SERVER_URL):
 * /v2/translate answers "译:" + each text (with a glossary: its source terms replaced by their targets), or a
 * chosen failure status; /v2/glossaries creates, lists, shows and deletes glossaries as DeepL's v2 API does
 * (entries as TSV). Every request is recorded.
 */
export class FakeDeepL {
  readonly server: Server = createServer((req, res) => void this.handle(req, res));
  requests: { texts: string[]; tagHandling: string | null; glossaryId: string | null }[] = [];
  /** Every request by method and path (glossary calls included). */
  calls: string[] = [];
  glossaries = new Map<string, FakeGlossary>();
  /** Glossary creation answers this status instead (e.g. 400: the pair is not supported). */
  glossaryFailWith: number | null = null;
  private nextGlossary = 1;
  failWith: number | null = null;
  /** What a translation looks like: by default "译:" + the text (HTML kept as sent). */
  answer: (text: string) => string = (text) => `译:${text}`;
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    this.requests = [];
    this.calls = [];
    // Glossaries stay: they live on the account, across a test's requests (clear them to start afresh).
    this.glossaryFailWith = null;
    this.failWith = null;
    this.answer = (text) => `译:${text}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const path = (req.url ?? '').split('?')[0] ?? '';
    this.calls.push(`${req.method} ${path}`);
    if (path.startsWith('/v2/glossaries')) {
      this.glossaryRoute(req.method ?? 'GET', path, body, res);
      return;
    }
    const params = req.headers['content-type']?.includes('json')
      ? (JSON.parse(body) as { text: string[]; tag_handling?: string; glossary_id?: string })
      : (() => {
          const p = new URLSearchParams(body);
          return {
            text: p.getAll('text'),
            tag_handling: p.get('tag_handling') ?? undefined,
            glossary_id: p.get('glossary_id') ?? undefined,
          };
        })();
    if (req.url?.startsWith('/v2/translate'))
      this.requests.push({
        texts: params.text,
        tagHandling: params.tag_handling ?? null,
        glossaryId: params.glossary_id ?? null,
      });
    if (this.failWith) {
      res.writeHead(this.failWith, { 'content-type': 'application/json' }).end('{"message":"fake failure"}');
      return;
    }
    const glossary = params.glossary_id ? this.glossaries.get(params.glossary_id) : undefined;
    if (params.glossary_id && !glossary) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Glossary not found"}');
      return;
    }
    const withGlossary = (text: string) => (glossary ? applyGlossary(glossary, text) : text);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        translations: params.text.map((t) => ({ detected_source_language: 'JA', text: this.answer(withGlossary(t)) })),
      }),
    );
  }

  /** A text with the terms of the glossary on the account (the only one) replaced, as a translation would have them. */
  withGlossary(text: string): string {
    const [glossary, other] = [...this.glossaries.values()];
    if (other) throw new Error('more than one glossary on the fake account');
    return glossary ? applyGlossary(glossary, text) : text;
  }

  private glossaryRoute(method: string, path: string, body: string, res: ServerResponse) {
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const info = ({ entries: _entries, ...g }: FakeGlossary) => g;
    const id = path.split('/')[3];
    if (method === 'POST' && !id) {
      if (this.glossaryFailWith) return json(this.glossaryFailWith, { message: 'Unsupported glossary language pair' });
      const p = new URLSearchParams(body);
      const entries = new Map<string, string>();
      for (const line of (p.get('entries') ?? '').split('\n')) {
        const [source, target] = line.split('\t');
        if (source && target) entries.set(source, target);
      }
      if (p.get('entries_format') !== 'tsv' || !entries.size || !p.get('name')) return json(400, { message: 'Invalid glossary' });
      const glossary: FakeGlossary = {
        glossary_id: `fake-glossary-${this.nextGlossary++}`,
        name: p.get('name') ?? '',
        ready: true,
        source_lang: p.get('source_lang')?.toLowerCase() ?? '',
        target_lang: p.get('target_lang')?.toLowerCase() ?? '',
        creation_time: new Date().toISOString(),
        entry_count: entries.size,
        entries,
      };
      this.glossaries.set(glossary.glossary_id, glossary);
      return json(201, info(glossary));
    }
    if (method === 'GET' && !id) return json(200, { glossaries: [...this.glossaries.values()].map(info) });
    const glossary = id ? this.glossaries.get(id) : undefined;
    if (!glossary) return json(404, { message: 'Glossary not found' });
    if (method === 'GET') return json(200, info(glossary));
    if (method === 'DELETE') {
      this.glossaries.delete(glossary.glossary_id);
      res.writeHead(204).end();
      return;
    }
    return json(405, { message: 'Method not allowed' });
  }
}

/** The glossary's source terms replaced by their targets, longest first. */
function applyGlossary(glossary: FakeGlossary, text: string): string {
  let out = text;
  for (const [source, target] of [...glossary.entries].sort((a, b) => b[0].length - a[0].length))
    out = out.split(source).join(target);
  return out;
}
