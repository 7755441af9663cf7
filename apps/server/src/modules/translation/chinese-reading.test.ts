import type { ItemDetail, Order, Paged, SearchResult, SellerRating, TitleTranslation, TranslationUsage } from '@daigou/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeDeepL } from '../../../test/kits/fake-deepl';
import { memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { setSetting } from '../sys/settings-service';
import { PROVIDER_REST_MS } from './chinese-reader';

/** What members read in Chinese, through the real app: cards, item pages, reviews, orders, corrections. */

const openItem = async (t: TestApp, offset = 0) =>
  t.database.db
    .selectFrom('items')
    .select(['item_id', 'title', 'seller_id'])
    .where('status', '=', 'OPEN')
    .where('end_time', '>', t.clock.now() + 3 * 3600_000)
    .where('buy_now_price', 'is not', null)
    .orderBy('item_id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();

describe('without a provider: the keyword gloss (关键词译文)', () => {
  let t: TestApp;
  let operator: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ catalog: { size: 120, seed: 7 } });
    ({ client: operator } = await memberClient(t, 'zh-op', 'operator'));
  });
  afterAll(() => t.close());

  it('search cards carry the Chinese title as a gloss beside the Japanese one', async () => {
    const { body } = await t.client().get<SearchResult>('/api/goods/search', { query: { limit: 20 } });
    expect(body.data.list.length).toBeGreaterThan(0);
    for (const card of body.data.list) {
      expect(card.titleZhKind).toBe('gloss');
      expect(card.titleZh).not.toBe('');
      expect(card.titleZh).not.toBe(card.title);
    }
    // The generated titles use the marketplace's vocabulary, so their gloss holds Chinese words.
    expect(body.data.list.some((c) => /[\u4e00-\u9fff]/.test(c.titleZh) && c.titleZh.includes(' · '))).toBe(true);
  });

  it('the item page has the title glossed and the description summarised (sanitised HTML), no fallback', async () => {
    const item = await openItem(t);
    const { body } = await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: item.item_id } });
    const page = body.data;
    expect(page.title).toBe(item.title);
    expect(page.titleZhKind).toBe('gloss');
    expect(page.titleZh).not.toBe('');
    // Running text is not glossed word by word: a labelled summary of its facts, saying what it is (decision 077).
    expect(page.descriptionZhKind).toBe('summary');
    expect(page.descriptionZh).toMatch(/^<p>(要点摘要|未能从卖家原文中读出要点)/);
    expect(page.descriptionZh).not.toMatch(/<(?!\/?(p|ul|li|strong)\b)/);
    expect(page.descriptionZh).not.toMatch(/[\u3041-\u3096]/);
    expect(page.translationFallback).toBe(false);
  });

  it('seller reviews carry their Chinese', async () => {
    const item = await openItem(t);
    const { body } = await t.client().get<Paged<SellerRating>>('/api/seller/ratings', { query: { sellerId: item.seller_id } });
    expect(body.data.list.length).toBeGreaterThan(0);
    for (const r of body.data.list) {
      expect(r.commentZhKind).toBe('summary');
      if (r.comment.trim()) expect(r.commentZh).toMatch(/^评价要点：/);
    }
  });

  it('an operator’s correction wins everywhere the title is shown, is audited, and can be removed', async () => {
    const item = await openItem(t, 1);
    const member = await memberClient(t);
    const refused = await member.client.post('/api/admin/translation/title', { json: { itemId: item.item_id, titleZh: 'x' } });
    expect(refused.status).toBe(403);

    const before = await operator.get<TitleTranslation>('/api/admin/translation/title', { query: { itemId: item.item_id } });
    expect(before.body.data).toMatchObject({ title: item.title, titleZhKind: 'gloss', correction: null, machineKind: 'gloss' });

    const saved = await operator.post<TitleTranslation>('/api/admin/translation/title', {
      json: { itemId: item.item_id, titleZh: '  人工 标题 译文  ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ titleZh: '人工 标题 译文', titleZhKind: 'manual', correction: '人工 标题 译文' });
    expect(saved.body.data.machine).toBe(before.body.data.machine);

    const page = await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: item.item_id } });
    expect(page.body.data).toMatchObject({ titleZh: '人工 标题 译文', titleZhKind: 'manual' });
    // A Chinese word of the correction finds the item (no dictionary knows 译文 as a title word).
    const found = await t.client().get<SearchResult>('/api/goods/search', { query: { keyword: '标题', limit: 100 } });
    expect(found.body.data.list.map((c) => c.itemId)).toContain(item.item_id);
    expect(found.body.data.searchedTerms).not.toContain(item.title);
    const cards = await t.client().get<SearchResult>('/api/goods/search', { query: { sellerId: item.seller_id, limit: 100 } });
    expect(cards.body.data.list.find((c) => c.itemId === item.item_id)).toMatchObject({ titleZhKind: 'manual' });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'translation.correct')
      .executeTakeFirstOrThrow();
    expect(audit.target_id).toBe(item.item_id);

    const usage = await operator.get<TranslationUsage>('/api/admin/translation/usage');
    expect(usage.body.data).toMatchObject({ provider: null, corrections: 1, characters: 0, cacheHitRate: null });

    const removed = await operator.post<TitleTranslation>('/api/admin/translation/title', {
      json: { itemId: item.item_id, titleZh: '' },
    });
    expect(removed.body.data).toMatchObject({ correction: null, titleZhKind: 'gloss' });
    const again = await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: item.item_id } });
    expect(again.body.data.titleZhKind).toBe('gloss');
  });

  it('refuses a correction of an unknown item or with control characters, changing nothing', async () => {
    const unknown = await operator.post('/api/admin/translation/title', { json: { itemId: 'x9999999999', titleZh: '译文' } });
    expect(unknown.status).toBe(404);
    const item = await openItem(t, 2);
    const bad = await operator.post('/api/admin/translation/title', { json: { itemId: item.item_id, titleZh: 'a\u0000b' } });
    expect(bad.status).toBe(400);
    const n = await t.database.db
      .selectFrom('title_corrections')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(n?.n)).toBe(0);
  });

  it('the order snapshot keeps the title in both languages', async () => {
    const item = await openItem(t, 3);
    const member = await memberClient(t);
    const [zh] = await t.app.reader.titles([item.title]);
    const created = await member.client.post<{ orderId: number }>('/api/order/create', {
      form: { itemId: item.item_id, kind: 'buyout', inspection: 0 },
    });
    expect(created.status).toBe(200);
    const list = await member.client.get<Paged<Order>>('/api/order/list', { query: { orderId: created.body.data.orderId } });
    expect(list.body.data.list[0]).toMatchObject({ title: item.title, titleZh: zh?.text });
  });
});

describe('with DeepL (a fake server): full translations, cached, sanitised, the gloss when it cannot answer', () => {
  const fake = new FakeDeepL();
  let t: TestApp;
  beforeAll(async () => {
    await fake.start();
    t = await createTestApp({
      catalog: { size: 60, seed: 9 },
      env: { DEEPL_AUTH_KEY: 'fake-key:fx', DEEPL_SERVER_URL: fake.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(() => fake.reset());

  it('translates the item page once; the next request is served from the cache', async () => {
    const item = await openItem(t);
    fake.answer = (text) =>
      text.startsWith('<p>') ? `<p>译文说明<script>alert(1)</script><img src="x" onerror="alert(2)"></p>` : `译:${text}`;
    const first = await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: item.item_id } });
    // Every request used the glossary of Daigou's terms, made once on the account.
    expect(fake.glossaries.size).toBe(1);
    expect(fake.requests.every((r) => r.glossaryId === [...fake.glossaries.keys()][0])).toBe(true);
    expect(first.body.data).toMatchObject({
      titleZh: `译:${fake.withGlossary(item.title)}`,
      titleZhKind: 'full',
      descriptionZh: '<p>译文说明</p>',
      descriptionZhKind: 'full',
      translationFallback: false,
    });
    expect(fake.requests.map((r) => r.tagHandling)).toEqual(expect.arrayContaining([null, 'html']));
    const sent = fake.requests.length;
    await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: item.item_id } });
    expect(fake.requests).toHaveLength(sent);
    // Stored sanitised: what is kept is what is shown.
    const stored = await t.database.db
      .selectFrom('translations')
      .select('translated')
      .where('role', '=', 'description')
      .executeTakeFirstOrThrow();
    expect(stored.translated).toBe('<p>译文说明</p>');
  });

  it('search cards get full titles in one provider call per page', async () => {
    const { body } = await t.client().get<SearchResult>('/api/goods/search', { query: { limit: 10, sort: 'price_asc' } });
    expect(body.data.list.every((c) => c.titleZhKind === 'full' && c.titleZh === `译:${fake.withGlossary(c.title)}`)).toBe(true);
    expect(fake.requests.length).toBeLessThanOrEqual(1);
  });

  it('provider failure → the gloss with a quiet note; the provider is left alone, then asked again', async () => {
    const item = await openItem(t, 1);
    fake.failWith = 503;
    const failed = await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: item.item_id } });
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({ titleZhKind: 'gloss', descriptionZhKind: 'summary', translationFallback: true });
    const asked = fake.requests.length;
    expect(asked).toBeGreaterThan(0);
    await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: item.item_id } });
    expect(fake.requests).toHaveLength(asked);

    fake.failWith = null;
    t.clock.advance(PROVIDER_REST_MS);
    const back = await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: item.item_id } });
    expect(back.body.data).toMatchObject({ titleZhKind: 'full', translationFallback: false });
  });

  it('the day’s budget spent → the gloss, the provider not asked; usage shows the day', async () => {
    t.clock.advance(PROVIDER_REST_MS);
    await setSetting(t.database.db, 'translation', { dailyCharBudget: 1 }, t.clock.now());
    const item = await openItem(t, 2);
    const page = await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: item.item_id } });
    expect(page.body.data).toMatchObject({ titleZhKind: 'gloss', translationFallback: true });
    expect(fake.requests).toHaveLength(0);

    const { client: operator } = await memberClient(t, 'usage-op', 'operator');
    const usage = await operator.get<TranslationUsage>('/api/admin/translation/usage');
    expect(usage.body.data.provider).toBe('deepl');
    expect(usage.body.data.dailyCharBudget).toBe(1);
    expect(usage.body.data.characters).toBeGreaterThan(0);
    expect(usage.body.data.fallbacks).toBeGreaterThan(0);
    expect(usage.body.data.cacheHits).toBeGreaterThan(0);
    expect(usage.body.data.cacheHitRate).toBeGreaterThan(0);
    expect(usage.body.data.cacheHitRate).toBeLessThan(1);
  });
});
