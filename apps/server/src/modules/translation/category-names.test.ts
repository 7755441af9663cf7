import type { CategoryChildren, CategoryGoods, HotCategory, ItemDetail, SearchSuggestion } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createYahooTestApp } from '../../../test/kits/yahoo-app';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { FakeUpstream } from '../../marketplace/yahoo/fake/fake-upstream';
import { itemPage } from '../../marketplace/yahoo/fake/fixture-pages';
import { asCategoryName, categoriesInChinese } from './category-names';

/** Category names as members read them, in both marketplace modes (decision 082). */

const KANA = /[\u3041-\u3096\u30a1-\u30fa]/;

describe('asCategoryName', () => {
  it('joins the gloss’s Chinese words into one name and keeps a space between Latin ones', () => {
    expect(asCategoryName('家庭 · 用 · 游戏机')).toBe('家庭用游戏机');
    expect(asCategoryName('PSA10 · 鉴定品')).toBe('PSA10鉴定品');
    expect(asCategoryName('Nintendo · Switch')).toBe('Nintendo Switch');
    expect(asCategoryName('单卡')).toBe('单卡');
  });
});

describe('MARKETPLACE=yahoo: the learned category tree reads in Chinese', () => {
  let t: TestApp;
  let fake: FakeUpstream;
  beforeAll(async () => {
    ({ t, fake } = await createYahooTestApp());
    const now = t.clock.now();
    fake.setItem('s1238539612', itemPage({ now, endsInMs: 2 * 86_400_000 }));
    // An item filed under a category the name table does not list: the reader names it.
    fake.setItem(
      'x1238539700',
      itemPage({
        itemId: 'x1238539700',
        now,
        endsInMs: 2 * 86_400_000,
        edit: (item) => {
          item.category = {
            path: [
              { id: 0, name: 'オークション' },
              { id: 25464, name: 'おもちゃ、ゲーム' },
              { id: 27727, name: 'ゲーム' },
              { id: 2099000001, name: '家庭用ゲーム機本体' },
            ],
          };
        },
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('the item page’s breadcrumb names every level in Chinese, the Japanese kept beside it', async () => {
    const { status, body } = await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: 's1238539612' } });
    expect(status, body.msg).toBe(200);
    expect(body.data.categoryPath).toEqual([
      { categoryId: 25464, name: 'おもちゃ、ゲーム', nameZh: '玩具、游戏' },
      { categoryId: 27727, name: 'ゲーム', nameZh: '游戏' },
      { categoryId: 25826, name: 'トレーディングカードゲーム', nameZh: '集换式卡牌游戏' },
      { categoryId: 2084005059, name: '遊戯王（コナミ）', nameZh: '游戏王（科乐美）' },
      { categoryId: 2084317607, name: 'シングルカード', nameZh: '单卡' },
    ]);
    expect(body.data.category).toEqual({ categoryId: 2084317607, name: 'シングルカード', nameZh: '单卡' });
  });

  it('a name the table lacks is read by the ChineseReader: Chinese, one phrase, no kana', async () => {
    const { body } = await t.client().get<ItemDetail>('/api/goods/itemInfo', { query: { itemId: 'x1238539700' } });
    const leaf = body.data.category;
    expect(leaf.name).toBe('家庭用ゲーム機本体');
    expect(leaf.nameZh).not.toBe(leaf.name);
    expect(leaf.nameZh).not.toMatch(KANA);
    expect(leaf.nameZh).not.toContain(' · ');
    expect(leaf.nameZh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('the tree, its breadcrumbs and Chinese paths, the home sections and hot categories carry no kana', async () => {
    const visitor = t.client();
    const children = (await visitor.get<CategoryChildren>('/api/getCategoryChildren', { query: { categoryId: 27727 } })).body
      .data;
    expect(children.breadcrumb.map((c) => c.nameZh)).toEqual(['玩具、游戏', '游戏']);
    expect(children.children.length).toBeGreaterThanOrEqual(2);
    for (const c of [children.category, ...children.children]) {
      expect(c?.nameZh).not.toMatch(KANA);
      expect(c?.pathZh).not.toMatch(KANA);
    }
    const deep = (await visitor.get<CategoryChildren>('/api/getCategoryChildren', { query: { categoryId: 2084005059 } })).body
      .data;
    expect(deep.children[0]?.pathZh).toBe('玩具、游戏 > 游戏 > 集换式卡牌游戏 > 游戏王（科乐美） > 单卡');

    const hot = (await visitor.get<HotCategory[]>('/api/index/hotCategories')).body.data;
    expect(hot.length).toBeGreaterThan(0);
    for (const c of hot) expect(c.nameZh).not.toMatch(KANA);
    const home = (await visitor.get<CategoryGoods[]>('/api/index/recommendCategoriesGoods')).body.data;
    for (const s of home) expect(s.category.nameZh).not.toMatch(KANA);
  });

  it('typing a learned category’s Chinese name suggests it, with the Japanese as the hint', async () => {
    const { body } = await t
      .client()
      .get<SearchSuggestion[]>('/api/goods/recommendSearch', { query: { keyword: '单卡', limit: 10 } });
    expect(body.data).toContainEqual({ keyword: '单卡', hint: 'シングルカード', kind: 'category' });
  });
});

describe('MARKETPLACE=local: the simulator names its categories in Chinese already', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: { size: 60, seed: 11 } });
  });
  afterAll(() => t.close());

  it('its list is returned as it is, and every name and path is Chinese', async () => {
    const list = await t.app.marketplace.listCategories();
    expect(await categoriesInChinese(t.app.reader, list)).toBe(list);
    for (const c of list) {
      expect(c.nameZh).not.toMatch(KANA);
      expect(c.pathZh).not.toMatch(KANA);
    }
  });
});
