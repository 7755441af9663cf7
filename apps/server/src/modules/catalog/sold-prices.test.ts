import type { ItemDetail, SearchResult, SoldPrices } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData } from '../../../test/kits/staff-kit';
import { createYahooTestApp } from '../../../test/kits/yahoo-app';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { closeDueAuctions } from '../../marketplace/local/item-repository';
import type { FakeUpstream } from '../../marketplace/yahoo/fake/fake-upstream';
import { closedSearchPage, editNextData, fixture, itemPage } from '../../marketplace/yahoo/fake/fixture-pages';
import { UpstreamClient } from '../../marketplace/yahoo/upstream-client';
import { YahooMarketplace } from '../../marketplace/yahoo/yahoo-marketplace';

/** GET /api/goods/soldPrices (issue 28 §2, decision 090) in both marketplace modes, on SQLite and PostgreSQL. */

const soldPrices = (t: TestApp, itemId: string, scope?: string) =>
  t.client().get<SoldPrices>('/api/goods/soldPrices', { query: scope ? { itemId, scope } : { itemId } });

function expectConsistent(answer: SoldPrices): void {
  expect(answer.count).toBeLessThanOrEqual(50);
  expect(answer.recent.length).toBe(answer.count);
  expect(answer.totalFound).toBeGreaterThanOrEqual(answer.count);
  if (!answer.count) {
    expect(answer).toMatchObject({ median: null, min: null, max: null });
    return;
  }
  expect(answer.min).toBeLessThanOrEqual(answer.median as number);
  expect(answer.median).toBeLessThanOrEqual(answer.max as number);
  const ends = answer.recent.map((r) => r.endTime);
  expect(ends).toEqual([...ends].sort((a, b) => b - a));
  for (const line of answer.recent) {
    const title = line.title.toLowerCase();
    for (const group of answer.query.groups)
      expect(
        group.some((term) => title.includes(term.toLowerCase())),
        `${line.title} ∋ ${group}`,
      ).toBe(true);
    expect(line.titleZh).not.toBe('');
    if (answer.query.condition) expect(line.condition).toBe(answer.query.condition);
    if (!line.outlier) {
      expect(line.price).toBeGreaterThanOrEqual(answer.min as number);
      expect(line.price).toBeLessThanOrEqual(answer.max as number);
    }
  }
}

describe('sold prices on the local simulator', () => {
  let t: TestApp;
  let item: ItemDetail;

  beforeAll(async () => {
    t = await createTestApp({ catalog: { size: 400, seed: 3 } });
    const r = await t.client().get<SearchResult>('/api/goods/search', { query: { sort: 'bids_desc', limit: 40 } });
    // An item whose kind sold often enough to have a history under the default scope.
    for (const card of r.body.data.list) {
      const answer = okData(await soldPrices(t, card.itemId));
      if (answer.count >= 5) {
        item = okData(await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: card.itemId } }));
        return;
      }
    }
    throw new Error('no item with a sold history');
  });
  afterAll(() => t.close());

  it("同类 (default): the first title word in the item's own category, any condition, with median, range and the recent list", async () => {
    const answer = okData(await soldPrices(t, item.itemId));
    expect(answer.scope).toBe('default');
    expect(answer.query.words.length).toBeGreaterThan(0);
    expect(answer.query.words.length).toBe(1);
    expect(answer.query).toMatchObject({
      categoryId: item.category.categoryId,
      categoryNameZh: item.category.nameZh,
      condition: null,
    });
    expect(answer.readAt).toBeNull();
    expectConsistent(answer);
    // The generated history has no page here; every sale ended before now.
    expect(answer.recent.every((r) => r.link === null && r.endTime < t.clock.now() && r.bids >= 1)).toBe(true);
  });

  it('相同款 narrows (more words, same condition) and 更宽 widens (one word, the parent category)', async () => {
    const narrow = okData(await soldPrices(t, item.itemId, 'narrow'));
    const standard = okData(await soldPrices(t, item.itemId, 'default'));
    const wide = okData(await soldPrices(t, item.itemId, 'wide'));
    expect(narrow.query.condition).toBe(item.condition);
    expect(wide.query.categoryId).toBe(item.categoryPath.at(-2)?.categoryId);
    expect(narrow.totalFound).toBeLessThanOrEqual(standard.totalFound);
    expect(wide.totalFound).toBeGreaterThanOrEqual(standard.totalFound);
    for (const answer of [narrow, standard, wide]) expectConsistent(answer);
  });

  it("相同款 finds the earlier sales of the item's own model: its title, its condition, near its worth", async () => {
    // About half the open items' models sold before (decision 099); among 40 items some did, and some did not.
    const cards = okData(await t.client().get<SearchResult>('/api/goods/search', { query: { sort: 'end_asc', limit: 40 } }));
    const answers = await Promise.all(
      cards.list.map(async (c) => ({ card: c, answer: okData(await soldPrices(t, c.itemId, 'narrow')) })),
    );
    const sold = answers.filter(({ card, answer }) => answer.recent.some((r) => r.title === card.title));
    expect(sold.length).toBeGreaterThanOrEqual(8);
    expect(answers.some(({ answer }) => answer.count === 0)).toBe(true);
    for (const { card, answer } of sold) {
      expectConsistent(answer);
      const same = answer.recent.filter((r) => r.title === card.title);
      expect(same.every((r) => r.condition === card.condition && r.link === null && r.bids >= 1)).toBe(true);
    }
  });

  it('the history is generated from the seed: the same catalogue gives the same answer', async () => {
    const again = await createTestApp({ catalog: { size: 400, seed: 3 } });
    try {
      const a = okData(await soldPrices(t, item.itemId));
      const b = okData(await soldPrices(again, item.itemId));
      expect(b).toEqual(a);
    } finally {
      await again.close();
    }
  });

  it('an auction the simulator closes with a winner joins the history, with its page', async () => {
    const closing = okData(
      await t.client().get<SearchResult>('/api/goods/search', { query: { sort: 'end_asc', limit: 40 } }),
    ).list.find((c) => c.bids > 0);
    if (!closing) throw new Error('no item with bids');
    const detail = okData(await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: closing.itemId } }));
    t.clock.set(closing.endTime + 1_000);
    await closeDueAuctions(t.database.db, t.clock.now());
    // Another open item of the same kind sees the sale; its own page leaves it out.
    const own = okData(await soldPrices(t, closing.itemId, 'narrow'));
    expect(own.recent.some((r) => r.itemId === closing.itemId)).toBe(false);
    const rows = await t.database.db.selectFrom('sold_auctions').selectAll().where('item_id', '=', closing.itemId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ price: detail.currentPrice, has_page: 1, category_id: detail.category.categoryId });
  });

  it("a maker's katakana spelling other words hold counts only as a whole word (PING's ピン, not ピンク; decision 121)", async () => {
    const [open] = await t.database.db
      .selectFrom('items')
      .select(['id', 'item_id', 'category_id', 'category_root_id'])
      .where('status', '=', 'OPEN')
      .where('end_time', '>', t.clock.now() + 86_400_000)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    await t.database.db
      .updateTable('items')
      .set({ title: 'PING ピン パター ANSER 34インチ' })
      .where('id', '=', open.id)
      .execute();
    const sale = (itemId: string, title: string) => ({
      item_id: itemId,
      title,
      category_id: open.category_id,
      category_root_id: open.category_root_id,
      brand_id: null,
      item_condition: 2,
      price: 12_000,
      bids: 3,
      end_time: t.clock.now() - 86_400_000,
      has_page: 0,
    });
    await t.database.db
      .insertInto('sold_auctions')
      .values([sale('x900000001', 'ピン アンサー パター 中古'), sale('x900000002', 'ピンク ゴルフボール 12球 新品')])
      .execute();
    const answer = okData(await soldPrices(t, open.item_id));
    expect(answer.query.groups[0]).toEqual(expect.arrayContaining(['PING', 'ピン']));
    const titles = answer.recent.map((r) => r.title);
    expect(titles).toContain('ピン アンサー パター 中古');
    expect(titles).not.toContain('ピンク ゴルフボール 12球 新品');
  });

  it('an unknown item is 404 in Chinese; a bad scope is refused', async () => {
    const missing = await soldPrices(t, 'x999999999');
    expect(missing.body).toMatchObject({ code: 404, msg: '商品不存在或已被删除' });
    const bad = await soldPrices(t, item.itemId, 'everything');
    expect(bad.status).toBe(400);
  });
});

describe("sold prices from Yahoo's closed-price pages", () => {
  let fake: FakeUpstream;
  let t: TestApp;
  let yahoo: YahooMarketplace;
  const closedRequests = () => fake.requests.filter((r) => r.path === '/closedsearch/closedsearch');

  beforeAll(async () => {
    ({ t, fake } = await createYahooTestApp());
    yahoo = t.app.marketplace as YahooMarketplace;
    fake.setItem('s1238539612', itemPage({ now: t.clock.now(), endsInMs: 2 * 86_400_000 }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("reads the closed-price page for the item's words and category, auctions only, and keeps it for every instance", async () => {
    fake.requests.length = 0;
    const answer = okData(await soldPrices(t, 's1238539612'));
    // ARS10 遊戯王 はにわ 初期 Vol.1 PSA10相当 → its first word, in its own category (シングルカード).
    expect(answer.query).toMatchObject({ words: ['ARS10'], categoryId: 2084317607, condition: null });
    expect(closedRequests()).toHaveLength(1);
    expect(closedRequests()[0].query).toMatchObject({ p: 'ARS10', auccat: '2084317607', n: '50' });
    // The real page's sales holding both words (the flea-market ones left out).
    expect(answer.count).toBeGreaterThanOrEqual(3);
    expect(answer.recent.every((r) => !r.itemId.startsWith('z') && r.link === `/shop/product/${r.itemId}`)).toBe(true);
    expect(answer.readAt).toBe(t.clock.now());
    expectConsistent(answer);

    // Read again, and by another instance on the same database: no new upstream request within the TTL.
    okData(await soldPrices(t, 's1238539612'));
    const other = new YahooMarketplace({
      db: t.database.db,
      clock: t.clock,
      client: new UpstreamClient({ perSecond: 20, timeoutMs: 2_000, log: t.app.log }),
      auctionsUrl: fake.url,
      pageUrl: fake.url,
    });
    const shared = await other.soldAuctions({ groups: [['ARS10']], categoryId: 2084317607, limit: 50 });
    expect(shared.items.map((i) => i.itemId)).toEqual(answer.recent.map((r) => r.itemId));
    expect(closedRequests()).toHaveLength(1);

    // After six hours the page is read again.
    t.clock.advance(6 * 3_600_000 + 1);
    okData(await soldPrices(t, 's1238539612'));
    expect(closedRequests()).toHaveLength(2);
  });

  it("相同款 keeps only the item's condition among the lines read", async () => {
    const answer = okData(await soldPrices(t, 's1238539612', 'narrow'));
    expect(answer.query).toMatchObject({ words: ['ARS10', '遊戯王', 'はにわ'], condition: 'like_new' });
    // The words as the member reads them: the gloss; a model code as written, an unknown word marked.
    expect(answer.query.wordsZh).toEqual(['ARS10', '游戏王', '「はにわ」']);
    expectConsistent(answer);
  });

  it('no sales found is the empty answer, not an error', async () => {
    fake.setClosedSearch(() => closedSearchPage(t.clock.now(), () => false));
    const answer = okData(await soldPrices(t, 's1238539612', 'wide'));
    expect(answer).toMatchObject({ count: 0, median: null, recent: [] });
  });

  it('a changed page is an upstream error (counted, 503 in Chinese); the last page read is served meanwhile', async () => {
    const before = yahoo.client.stats().errors.shape ?? 0;
    const broken = editNextData(fixture('yahoo_closed_ok'), (data) => {
      const props = data.props as Record<string, Record<string, Record<string, unknown>>>;
      props.pageProps.initialState.search = { results: [] };
    });
    fake.setClosedSearch({ html: broken });
    t.clock.advance(6 * 3_600_000 + 1);
    // The default scope's page was read before: it is served while the new read fails.
    const served = okData(await soldPrices(t, 's1238539612'));
    expect(served.count).toBeGreaterThan(0);
    expect(yahoo.client.stats().errors.shape).toBe(before + 1);
    // A query never read before has nothing to serve.
    fake.setItem('m1238496717', itemPage({ base: 'bid_only', now: t.clock.now(), endsInMs: 86_400_000 }));
    const failed = await soldPrices(t, 'm1238496717');
    expect(failed.body).toMatchObject({ code: 503, data: { upstream: 'shape' } });
    yahoo.client.breaker.success();
  });
});
