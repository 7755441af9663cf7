import type { ItemDetail, SearchResult, SellerInfo } from '@daigou/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createYahooTestApp } from '../../../test/kits/yahoo-app';
import type { TestApp } from '../../../test/test-app';
import type { FakeUpstream } from './fake/fake-upstream';
import { changedShape, fixture, itemPage, sellerPage } from './fake/fixture-pages';
import type { YahooMarketplace } from './yahoo-marketplace';

let fake: FakeUpstream;
let t: TestApp;
let yahoo: YahooMarketplace;
const MINUTE = 60_000;

beforeAll(async () => {
  ({ t, fake } = await createYahooTestApp());
  yahoo = t.app.marketplace as YahooMarketplace;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const itemRequests = (itemId: string) => fake.requests.filter((r) => r.path === `/jp/auction/${itemId}`).length;
const itemInfo = (itemId: string) => t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId } });

describe('MARKETPLACE=yahoo: item pages', () => {
  beforeEach(() => {
    yahoo.client.breaker.success();
  });

  it('shows a real item page in Chinese: prices, condition, seller, category path, sanitised description', async () => {
    const now = t.clock.now();
    fake.setItem(
      's1238539612',
      itemPage({
        now,
        endsInMs: 2 * 86_400_000,
        edit: (item) => {
          item.descriptionHtml = `${item.descriptionHtml}<script>alert(1)</script><img src=x onerror=alert(2)><b onclick="x()">太字</b>`;
        },
      }),
    );
    const { status, body } = await itemInfo('s1238539612');
    expect(status, body.msg).toBe(200);
    const item = body.data;
    expect(item).toMatchObject({
      itemId: 's1238539612',
      title: 'ARS10 遊戯王 はにわ 初期 Vol.1 PSA10相当',
      currentPrice: 3440,
      buyNowPrice: 30000,
      startPrice: 1,
      bids: 11,
      status: 'OPEN',
      statusLabel: '拍卖中',
      endTime: now + 2 * 86_400_000,
      condition: 'like_new',
      conditionZh: '近乎全新',
      shippingPayer: 'buyer',
      shippingLabel: '买家承担运费',
      location: '神奈川県',
      sourceUrl: `${fake.url}/jp/auction/s1238539612`,
      brand: null,
    });
    expect(item.images).toHaveLength(7);
    expect(item.images[0]).toMatch(/^https:\/\/auctions\.c\.yimg\.jp\//);
    expect(item.categoryPath.map((c) => c.categoryId)).toEqual([25464, 27727, 25826, 2084005059, 2084317607]);
    expect(item.categoryPath[0]).toEqual({ categoryId: 25464, name: 'おもちゃ、ゲーム', nameZh: '玩具、游戏' });
    expect(item.seller).toMatchObject({
      sellerId: '13unCMsQyTixBUEkMisEyFbiSjw9t',
      name: 'まるお',
      goodRate: 95.1,
      ratingCount: 384,
    });
    expect(item.descriptionHtml).toContain('ご覧頂き有難うございます。<br />');
    expect(item.descriptionHtml).toContain('<b>太字</b>');
    expect(item.descriptionHtml).not.toMatch(/script|onerror|onclick|<img/);
    expect(item.description).toContain('ご覧頂き有難うございます。\n定期的にコレクションを出品中です。');
    expect(item.description).not.toContain('<');
  });

  it('drops what a seller’s script, style, noscript, template, iframe and comments contain: members never read it', async () => {
    const now = t.clock.now();
    fake.setItem(
      'x1238539613',
      itemPage({
        itemId: 'x1238539613',
        now,
        endsInMs: 2 * 86_400_000,
        edit: (item) => {
          item.descriptionHtml = [
            '<p>美品です。</p>',
            '<SCRIPT type="text/javascript">window.stolen = document.cookie; if (a < b) { x = "</p>"; }</SCRIPT>',
            '<style>.price { color: red } body { display: none }</style>',
            '<noscript>JavaScriptを有効にしてください</noscript>',
            '<template><p>テンプレート</p></template>',
            '<iframe src="https://example.com/">iframe の中身</iframe>',
            '<!-- 管理用メモ: 仕入れ値 1000円 -->',
            '<p>送料無料。</p>',
          ].join('');
        },
      }),
    );
    const { status, body } = await itemInfo('x1238539613');
    expect(status, body.msg).toBe(200);
    const item = body.data;
    const hidden = ['stolen', 'cookie', 'color', 'display', 'JavaScript', 'テンプレート', 'iframe', '管理用メモ', '仕入れ値'];
    for (const shown of [item.description, item.descriptionHtml ?? '', item.descriptionZh]) {
      for (const text of hidden) expect(shown, `shows ${text}`).not.toContain(text);
    }
    expect(item.descriptionHtml).toBe('<p>美品です。</p><p>送料無料。</p>');
    expect(item.description).toBe('美品です。\n送料無料。');
  });

  it('keeps the item as a snapshot and reads the page again only when older than its TTL (shorter near the end)', async () => {
    const now = t.clock.now();
    fake.setItem('m1238496717', itemPage({ base: 'bid_only', now, endsInMs: 3 * 60 * MINUTE, price: 20000 }));
    expect((await itemInfo('m1238496717')).body.data.currentPrice).toBe(20000);
    const row = await t.database.db
      .selectFrom('items')
      .selectAll()
      .where('item_id', '=', 'm1238496717')
      .executeTakeFirstOrThrow();
    expect(row.fetched_at).toBe(now);
    expect(JSON.parse(row.snapshot ?? '{}')).toMatchObject({ v: 1, conditionName: '未使用', highestBidder: 'njk********' });
    expect(itemRequests('m1238496717')).toBe(1);

    fake.setItem('m1238496717', itemPage({ base: 'bid_only', now, endsInMs: 3 * 60 * MINUTE, price: 21000, bids: 12 }));
    t.clock.advance(9 * MINUTE);
    expect((await itemInfo('m1238496717')).body.data.currentPrice).toBe(20000);
    expect(itemRequests('m1238496717')).toBe(1);
    t.clock.advance(MINUTE);
    expect((await itemInfo('m1238496717')).body.data).toMatchObject({ currentPrice: 21000, bids: 12 });
    expect(itemRequests('m1238496717')).toBe(2);

    // In its last hour (2 h 50 min after the first read, 10 min before the end) a minute is old enough.
    t.clock.advance(2 * 60 * MINUTE + 40 * MINUTE);
    await itemInfo('m1238496717');
    expect(itemRequests('m1238496717')).toBe(3);
    t.clock.advance(30_000);
    await itemInfo('m1238496717');
    expect(itemRequests('m1238496717')).toBe(3);
    t.clock.advance(30_000);
    await itemInfo('m1238496717');
    expect(itemRequests('m1238496717')).toBe(4);
  });

  it('keeps an ended item’s snapshot when its page has disappeared upstream', async () => {
    const now = t.clock.now();
    fake.setItem('n1235105710', itemPage({ base: 'closed', now, endsInMs: -HOURS(2) }));
    expect((await itemInfo('n1235105710')).body.data).toMatchObject({ status: 'CLOSED', currentPrice: 6350, timeLeftMs: 0 });
    fake.setItem('n1235105710', { status: 404 });
    t.clock.advance(HOURS(25));
    expect((await itemInfo('n1235105710')).body.data).toMatchObject({ status: 'CLOSED', currentPrice: 6350 });
  });

  it('answers 404 for an item the upstream does not have', async () => {
    const { status, body } = await itemInfo('x9999999');
    expect(status).toBe(404);
    expect(body.msg).toBe('商品不存在或已被删除');
  });

  it('refuses a page it cannot read: loud in the log and counters, a clear message for the member', async () => {
    fake.setItem('x1234567', itemPage({ now: t.clock.now(), itemId: 'x1234567', edit: changedShape }));
    const before = yahoo.client.stats().errors.shape ?? 0;
    const { status, body } = await itemInfo('x1234567');
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 503, msg: '暂时无法获取商品信息，请稍后再试', data: { upstream: 'shape' } });
    expect(yahoo.client.stats().errors.shape).toBe(before + 1);
    expect(
      await t.database.db.selectFrom('items').select('id').where('item_id', '=', 'x1234567').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('shows 上游繁忙 while the upstream refuses, and stops asking once the breaker opens', async () => {
    fake.setOutage({ status: 403 });
    try {
      for (const id of ['x2000001', 'x2000002', 'x2000003']) {
        const { status, body } = await itemInfo(id);
        expect(status).toBe(503);
        expect(body).toMatchObject({ msg: '上游繁忙，请稍后再试', data: { upstream: 'http_403' } });
      }
      expect(yahoo.client.stats().breaker.state).toBe('open');
      const seen = fake.requests.length;
      const { body } = await itemInfo('x2000004');
      expect(body).toMatchObject({ msg: '上游繁忙，请稍后再试', data: { upstream: 'breaker_open' } });
      expect(fake.requests.length).toBe(seen);
    } finally {
      fake.setOutage(null);
    }
  });
});

describe('MARKETPLACE=yahoo: search and sellers', () => {
  beforeEach(() => {
    yahoo.client.breaker.success();
  });

  it('searches upstream after the Chinese query expansion and lists each auction once', async () => {
    fake.setSearch(
      (query) =>
        (query.p?.includes('zzqxjvkw') ? { status: 404, html: fixture('yahoo_search_empty') } : undefined) ?? {
          html: fixture('yahoo_search_ok').replace(
            /data-auction-endtime="(\d+)"/g,
            `data-auction-endtime="${Math.round(t.clock.now() / 1000) + 86_400}"`,
          ),
        },
    );
    const before = fake.requests.length;
    const { body } = await t.client().get<SearchResult>('/api/goods/search', { query: { keyword: '游戏王', limit: 40 } });
    const seen = fake.requests.slice(before).filter((r) => r.path === '/search/search');
    expect(seen).toHaveLength(1);
    expect(seen[0].query).toMatchObject({ b: '1', n: '50' });
    expect(seen[0].query.p).toMatch(/遊戯王/);
    expect(body.data.total).toBe(142);
    expect(body.data.list).toHaveLength(40);
    expect(new Set(body.data.list.map((i) => i.itemId)).size).toBe(40);
    expect(body.data.list[0]).toMatchObject({
      itemId: 's1238539612',
      currentPrice: 3440,
      buyNowPrice: 30000,
      status: 'OPEN',
      condition: null,
    });

    const second = await t.client().get<SearchResult>('/api/goods/search', { query: { keyword: '游戏王', limit: 40, page: 2 } });
    expect(second.body.data.list).toHaveLength(10);
  });

  it('passes the filters upstream as its parameters', async () => {
    const before = fake.requests.length;
    await t.client().get('/api/goods/search', {
      query: { keyword: 'PSA', categoryId: 25464, minPrice: 1000, maxPrice: 5000, condition: 'new,good', sort: 'end_asc' },
    });
    const [seen] = fake.requests.slice(before);
    expect(seen.query).toMatchObject({
      p: 'PSA',
      auccat: '25464',
      aucminprice: '1000',
      aucmaxprice: '5000',
      istatus: '1,4',
      s1: 'end',
      o1: 'a',
    });
  });

  it('keeps an alternative with spaces (a corrected title, decision 044) out of an upstream OR group', () => {
    const url = (groups: string[][]) =>
      new URL(yahoo.searchUrl({ groups, sort: 'end_asc', offset: 0, limit: 20, totalCap: 1000 }, 1) ?? '').searchParams.get('p');
    expect(url([['ゴルフ', 'ゴルフ用品', 'テーラーメイド ドライバー 美品']])).toBe('(ゴルフ ゴルフ用品)');
    expect(url([['ゴルフ', 'テーラーメイド ドライバー 美品'], ['PSA']])).toBe('ゴルフ PSA');
    expect(url([['テーラーメイド ドライバー']])).toBe('テーラーメイド ドライバー');
  });

  it('reads no results (an HTTP 404 page with an Empty block) as an empty list', async () => {
    const { status, body } = await t.client().get<SearchResult>('/api/goods/search', { query: { keyword: 'zzqxjvkw998877' } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ list: [], total: 0 });
  });

  it('reads a seller from their page (a Next.js document): profile, open items, no invented registration date', async () => {
    fake.setSeller('53dyMh3Xwd4Q1vD5ShkF6HM4pNEic', sellerPage(t.clock.now()));
    const { body } = await t
      .client()
      .get<SellerInfo>('/api/seller/info', { query: { sellerId: '53dyMh3Xwd4Q1vD5ShkF6HM4pNEic' } });
    expect(body.data).toMatchObject({ name: 'セプト', isStore: false, openItems: 5, registeredAt: null, location: '東京都' });
    expect(body.data.goodRate).toBeGreaterThan(99);
    const list = await t.client().get<{ list: unknown[]; total: number }>('/api/seller/list', {
      query: { sellerId: '53dyMh3Xwd4Q1vD5ShkF6HM4pNEic' },
    });
    expect(list.body.data.total).toBe(5);
    expect(list.body.data.list[0]).toMatchObject({ itemId: 'e1239514318', condition: 'new', shippingPayer: 'seller' });
  });
});

function HOURS(n: number) {
  return n * 60 * MINUTE;
}
