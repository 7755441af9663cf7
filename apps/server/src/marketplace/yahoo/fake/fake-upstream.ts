import Fastify, { type FastifyInstance } from 'fastify';
import { bidHistoryPage, closedSearchPage, itemPage, searchPage, sellerPage } from './fixture-pages';

/**
 * A fake Yahoo! Auctions for tests and the e2e run: item, bid-history, search, seller and closed-price (落札相場) pages written from
 * real 2026 pages (fixture-pages.ts), with failures on demand (any status, a delay past the client's timeout).
 * Both YAHOO_AUCTIONS_URL and YAHOO_PAGE_URL point at it. It records every request it saw.
 */

export interface FakeAnswer {
  status?: number;
  html?: string;
  /** Answer this much later (a slow upstream). */
  delayMs?: number;
}

export interface SeenRequest {
  path: string;
  query: Record<string, string>;
  userAgent: string;
  /** performance.now() when it arrived. */
  at: number;
}

export interface FakeUpstream {
  url: string;
  requests: SeenRequest[];
  /** Item pages by id; an id without one is a 404 (the item is gone). */
  setItem(itemId: string, answer: FakeAnswer | string): void;
  /** The answer for every search (default: the real results page, times moved to `now`). */
  setSearch(answer: ((query: Record<string, string>) => FakeAnswer | string) | FakeAnswer | string): void;
  setSeller(sellerId: string, answer: FakeAnswer | string): void;
  /** An item's bid-history page (default for an item that has a page: the fixture's three bids). */
  setBidHistory(itemId: string, answer: FakeAnswer | string): void;
  /**
   * The answer for every closed-price page (default: the real 落札相場 page's sales that the query's keyword `p`
   * and category `auccat` would find, times moved to end before `now`; none found is the real 404 page).
   */
  setClosedSearch(answer: ((query: Record<string, string>) => FakeAnswer | string) | FakeAnswer | string): void;
  /** Overrides every route while set (an outage): null ends it. */
  setOutage(answer: FakeAnswer | null): void;
  close(): Promise<void>;
  app: FastifyInstance;
}

const NOT_FOUND_PAGE =
  '<!DOCTYPE html><html lang="ja"><head><title>Yahoo!オークション - エラー</title></head><body><h1>このオークションは削除されたか、存在しません。</h1></body></html>';

export interface FakeUpstreamOptions {
  port?: number;
  host?: string;
  now?: () => number;
  /**
   * HTTP controls for a run in another process (the e2e run): `POST /__fake/outage?status=403[&delayMs=]`
   * starts an outage, `DELETE /__fake/outage` ends it, `GET /__fake/requests` lists what was seen.
   */
  controls?: boolean;
}

export async function startFakeUpstream(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const now = options.now ?? Date.now;
  const items = new Map<string, FakeAnswer>();
  const sellers = new Map<string, FakeAnswer>();
  const bidHistories = new Map<string, FakeAnswer>();
  let search: (query: Record<string, string>) => FakeAnswer = () => ({ html: searchPage(now()) });
  const closedDefault = (query: Record<string, string>): FakeAnswer =>
    closedSearchPage(
      now(),
      (sale) =>
        (!query.p || yahooKeywordMatches(query.p, sale.title)) &&
        (!query.auccat || sale.categoryIds.includes(Number(query.auccat))),
    );
  let closedSearch: (query: Record<string, string>) => FakeAnswer = closedDefault;
  let outage: FakeAnswer | null = null;
  const requests: SeenRequest[] = [];
  const asAnswer = (a: FakeAnswer | string): FakeAnswer => (typeof a === 'string' ? { html: a } : a);

  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addHook('onRequest', async (request) => {
    const url = new URL(request.url, 'http://fake');
    requests.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      userAgent: String(request.headers['user-agent'] ?? ''),
      at: performance.now(),
    });
  });

  const send = async (answer: FakeAnswer, reply: import('fastify').FastifyReply) => {
    const chosen = outage ?? answer;
    if (chosen.delayMs) await new Promise((resolve) => setTimeout(resolve, chosen.delayMs));
    return reply
      .status(chosen.status ?? 200)
      .type('text/html; charset=utf-8')
      .send(chosen.html ?? (chosen.status && chosen.status >= 400 ? `<html><body>${chosen.status}</body></html>` : ''));
  };

  app.get<{ Params: { id: string } }>('/jp/auction/:id', (request, reply) =>
    send(items.get(request.params.id) ?? { status: 404, html: NOT_FOUND_PAGE }, reply),
  );
  app.get<{ Querystring: { aID?: string } }>('/jp/show/bid_hist', (request, reply) => {
    const id = request.query.aID ?? '';
    const answer = bidHistories.get(id) ?? (items.has(id) ? { html: bidHistoryPage(now(), undefined, id) } : null);
    return send(answer ?? { status: 404, html: NOT_FOUND_PAGE }, reply);
  });
  app.get('/search/search', (request, reply) => send(search(request.query as Record<string, string>), reply));
  app.get<{ Params: { id: string } }>('/seller/:id', (request, reply) =>
    send(sellers.get(request.params.id) ?? { status: 404, html: NOT_FOUND_PAGE }, reply),
  );
  if (options.controls) {
    app.post<{ Querystring: { status?: string; delayMs?: string } }>('/__fake/outage', async (request) => {
      outage = { status: Number(request.query.status ?? 503), delayMs: Number(request.query.delayMs ?? 0) || undefined };
      return { outage };
    });
    app.delete('/__fake/outage', async () => {
      outage = null;
      return { outage };
    });
    app.get('/__fake/requests', async () => requests);
  }
  app.get('/closedsearch/closedsearch', (request, reply) => send(closedSearch(request.query as Record<string, string>), reply));

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return {
    url: address.replace('[::1]', '127.0.0.1'),
    requests,
    app,
    setItem: (itemId, answer) => items.set(itemId, asAnswer(answer)),
    setSearch: (answer) => {
      search = typeof answer === 'function' ? (q) => asAnswer(answer(q)) : () => asAnswer(answer);
    },
    setSeller: (sellerId, answer) => sellers.set(sellerId, asAnswer(answer)),
    setBidHistory: (itemId, answer) => bidHistories.set(itemId, asAnswer(answer)),
    setClosedSearch: (answer) => {
      closedSearch = typeof answer === 'function' ? (q) => asAnswer(answer(q)) : () => asAnswer(answer);
    },
    setOutage: (answer) => {
      outage = answer;
    },
    close: () => app.close(),
  };
}

/** The default cast of the e2e run: the real pages' items, open and ending relative to `now`. */
export function stockFakeUpstream(fake: FakeUpstream, now: number): void {
  fake.setItem('s1238539612', itemPage({ base: 'buyout', now, endsInMs: 3 * 86_400_000 }));
  fake.setItem('m1238496717', itemPage({ base: 'bid_only', now, endsInMs: 2 * 86_400_000 }));
  fake.setItem('n1235105710', itemPage({ base: 'closed', now, endsInMs: -30 * 86_400_000 }));
  fake.setSeller('53dyMh3Xwd4Q1vD5ShkF6HM4pNEic', sellerPage(now));
  fake.setSeller('AfpCqXQptSbJXTTDZoa6WQNYcp2sp', sellerPage(now, 0, 'yahoo_seller_empty'));
}

/**
 * Whether a title answers a Yahoo! Auctions keyword `p` as the real search reads it (decision 074): words
 * separated by spaces must all be in the title; `(a b c)` — half-width parentheses, half-width spaces — is
 * one word that any of a, b, c satisfies. Matching ignores case and full/half width. A test's search answer
 * uses it to list only the titles the upstream would find.
 */
export function yahooKeywordMatches(p: string, title: string): boolean {
  const text = title.normalize('NFKC').toLowerCase();
  const groups: string[][] = [];
  for (const match of p.normalize('NFKC').matchAll(/\(([^()]*)\)|(\S+)/g)) {
    const words = (match[1] ?? match[2] ?? '').split(/\s+/).filter(Boolean);
    if (words.length) groups.push(words.map((w) => w.toLowerCase()));
  }
  return groups.length > 0 && groups.every((alternatives) => alternatives.some((w) => text.includes(w)));
}
