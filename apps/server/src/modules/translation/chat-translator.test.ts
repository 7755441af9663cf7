import type { ItemDetail, SearchResult, TranslationUsage } from '@daigou/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeChatCompletions, fakeTranslate, promptGlossary } from '../../../test/kits/fake-chat-completions';
import { memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { PROVIDER_REST_MS } from './chinese-reader';

/**
 * The OpenAI-compatible chat translator (decision 076) through the real app, against a fake chat-completions
 * server: prompts with the store's terms, answers checked before they are shown or cached, and the gloss
 * whenever the model refuses, is silent or talks nonsense. It shares DeepL's cache, budget and rest.
 */

const openItems = async (t: TestApp, count: number) =>
  t.database.db
    .selectFrom('items')
    .select(['item_id', 'title'])
    .where('status', '=', 'OPEN')
    .where('end_time', '>', t.clock.now() + 3 * 3600_000)
    .orderBy('item_id')
    .limit(count)
    .execute();

describe('the chat translator', () => {
  let t: TestApp;
  let fake: FakeChatCompletions;
  let items: { item_id: string; title: string }[];
  let next = 0;
  /** A fresh item each call: nothing cached yet for it. */
  const freshItem = () => items[next++] as { item_id: string; title: string };
  const itemPage = (itemId: string) => t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId } });

  beforeAll(async () => {
    fake = await new FakeChatCompletions().start();
    t = await createTestApp({
      catalog: { size: 120, seed: 11 },
      env: {
        TRANSLATION_API_URL: fake.url,
        TRANSLATION_API_KEY: 'sk-test',
        TRANSLATION_MODEL: 'deepseek-chat',
        TRANSLATION_TIMEOUT_MS: '5000',
      },
    });
    items = await openItems(t, 40);
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.reset();
    // Each test starts with the provider rested and answering.
    t.clock.advance(PROVIDER_REST_MS);
  });

  it('translates a page with the key, the model and the store’s terms in the prompt; the next view is cached', async () => {
    const item = freshItem();
    const first = await itemPage(item.item_id);
    const titleCall = fake.requests.find((r) => r.messages[1]?.content.startsWith('['));
    expect(first.body.data).toMatchObject({
      titleZh: fakeTranslate(item.title, promptGlossary(titleCall?.messages[0]?.content ?? '')),
      titleZhKind: 'full',
      descriptionZhKind: 'full',
      translationFallback: false,
    });
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const r of fake.requests) {
      expect(r.authorization).toBe('Bearer sk-test');
      expect(r.model).toBe('deepseek-chat');
      expect(r.temperature).toBe(0);
      expect(r.messages[0]?.role).toBe('system');
      expect(r.messages[0]?.content).toContain('只输出译文');
    }
    // The generated titles use the marketplace's vocabulary: its words go into the prompt as the glossary.
    expect(fake.requests.some((r) => r.messages[0]?.content.includes('术语对照表'))).toBe(true);
    const asked = fake.requests.length;
    await itemPage(item.item_id);
    expect(fake.requests).toHaveLength(asked);
  });

  it('a search page’s titles go in one call, as a JSON list', async () => {
    const { body } = await t.client().get<SearchResult>('/api/goods/search', { query: { limit: 10, sort: 'price_desc' } });
    expect(body.data.list.length).toBe(10);
    expect(fake.requests).toHaveLength(1);
    const glossary = promptGlossary(fake.requests[0]?.messages[0]?.content ?? '');
    expect(body.data.list.map((c) => [c.titleZhKind, c.titleZh])).toEqual(
      body.data.list.map((c) => ['full', fakeTranslate(c.title, glossary)]),
    );
    expect(JSON.parse(fake.requests[0]?.messages[1]?.content ?? '')).toHaveLength(10);
  });

  it('an answer that drops a number, changes a code or adds commentary is not shown: that text reads the gloss', async () => {
    const item = freshItem();
    // The title comes back with a price invented and its digits gone; the description with a preface.
    fake.answer = (user) =>
      user.startsWith('[')
        ? JSON.stringify((JSON.parse(user) as string[]).map(() => '漂亮的商品'))
        : `以下是翻译：${fakeTranslate(user)}`;
    const page = await itemPage(item.item_id);
    expect(page.body.data).toMatchObject({ titleZhKind: 'gloss', descriptionZhKind: 'summary', translationFallback: true });
    expect(page.body.data.titleZh).not.toContain('漂亮的商品');
    // Nothing refused was cached.
    const cached = await t.database.db.selectFrom('translations').select('translated').where('provider', '=', 'chat').execute();
    expect(cached.some((c) => c.translated.includes('漂亮') || c.translated.includes('以下是'))).toBe(false);
    // A refused answer blames only its text: the provider goes on serving the others at once.
    fake.reset();
    const other = freshItem();
    expect((await itemPage(other.item_id)).body.data).toMatchObject({ titleZhKind: 'full', translationFallback: false });
  });

  it('garbage (no JSON list, a list of the wrong length, a cut-off answer) → the gloss, and the provider rests', async () => {
    for (const garbage of [
      () => 'I cannot help with that.',
      (u: string) => JSON.stringify((JSON.parse(u) as string[]).slice(1)),
    ]) {
      t.clock.advance(PROVIDER_REST_MS);
      fake.reset();
      fake.answer = (user) => (user.startsWith('[') ? garbage(user) : fakeTranslate(user));
      const page = await itemPage(freshItem().item_id);
      expect(page.body.data).toMatchObject({ titleZhKind: 'gloss', translationFallback: true });
    }
    t.clock.advance(PROVIDER_REST_MS);
    fake.reset();
    fake.finishReason = 'length';
    const page = await itemPage(freshItem().item_id);
    expect(page.body.data).toMatchObject({ titleZhKind: 'gloss', translationFallback: true });
    // Resting: the next page does not ask again within the minute.
    const asked = fake.requests.length;
    fake.reset();
    await itemPage(freshItem().item_id);
    expect(fake.requests).toHaveLength(0);
    expect(asked).toBeGreaterThan(0);
  });

  it('a refusal (401, 402, 429, 500) → the gloss with a quiet note, the page still answers', async () => {
    for (const status of [401, 402, 429, 500]) {
      t.clock.advance(PROVIDER_REST_MS);
      fake.reset();
      fake.failWith = status;
      const page = await itemPage(freshItem().item_id);
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({ titleZhKind: 'gloss', translationFallback: true });
    }
  });

  it('a silent gateway is given up after the time-out: the member reads the gloss', async () => {
    fake.silent = true;
    const page = await itemPage(freshItem().item_id);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ titleZhKind: 'gloss', translationFallback: true });
  });

  it('shares the daily budget and the usage figures with DeepL’s way', async () => {
    const { client: operator } = await memberClient(t, 'chat-op', 'operator');
    const usage = await operator.get<TranslationUsage>('/api/admin/translation/usage');
    expect(usage.body.data.provider).toBe('chat');
    expect(usage.body.data.characters).toBeGreaterThan(0);
    expect(usage.body.data.fallbacks).toBeGreaterThan(0);
  });
});

describe('configuration', () => {
  it('needs URL, key and model together, and not beside DeepL', () => {
    expect(() => loadConfig({ TRANSLATION_API_URL: 'https://api.deepseek.com/v1' })).toThrow(/TRANSLATION_API_KEY: required/);
    expect(() =>
      loadConfig({
        TRANSLATION_API_URL: 'https://api.deepseek.com/v1',
        TRANSLATION_API_KEY: 'k',
        TRANSLATION_MODEL: 'deepseek-chat',
        DEEPL_AUTH_KEY: 'x:fx',
      }),
    ).toThrow(/not both/);
    const ok = loadConfig({
      TRANSLATION_API_URL: 'http://127.0.0.1:11434/v1/',
      TRANSLATION_API_KEY: 'ollama',
      TRANSLATION_MODEL: 'qwen2.5:7b',
    });
    expect(ok.TRANSLATION_API_URL).toBe('http://127.0.0.1:11434/v1');
  });
});
