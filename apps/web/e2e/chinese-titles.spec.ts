import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 26 §6 (decision 082): a member reads titles, categories and places in Chinese on the home page, the
 * search results, the item page (its related items) and the browsing history — in both marketplace modes
 * (E2E_MARKETPLACE=yahoo runs this file against the fake Yahoo! Auctions), at 390×844 and on the desktop.
 * The seller's Japanese stays only as the small original line beneath, marked lang="ja".
 */

const yahoo = process.env.E2E_MARKETPLACE === 'yahoo';
/** Kana: Japanese that a Chinese reader cannot read as Chinese. */
const KANA = /[\u3041-\u3096\u30a1-\u30fa]/;
const HAN = /[\u4e00-\u9fff]/;

/** Texts inside `scope` holding kana and not inside an element marked as the Japanese original. */
async function japaneseOutsideOriginals(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) => {
    const kana = /[\u3041-\u3096\u30a1-\u30fa]/;
    const out: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim() ?? '';
        const parent = n.parentElement;
        if (!kana.test(text) || !parent || parent.closest('[lang="ja"]')) continue;
        // Titles are checked on their own: the keyword gloss keeps a word it does not know as written.
        if (parent.closest('[data-testid="item-title-zh"], [data-testid="history-title-zh"], .product-title')) continue;
        out.push(text);
      }
    }
    return out;
  });
}

/** Every card names its item in Chinese above the seller's Japanese (marked as such). */
async function expectChineseCards(cards: Locator) {
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < Math.min(count, 8); i++) {
    const card = cards.nth(i);
    const zh = card.getByTestId('item-title-zh');
    await expect(zh).toHaveAttribute('lang', 'zh-CN');
    const [zhText, jaText] = [(await zh.textContent()) ?? '', (await card.locator('.item-card__title-ja').textContent()) ?? ''];
    expect(zhText).toMatch(HAN);
    expect(zhText).not.toBe(jaText);
    await expect(card.locator('.item-card__title-ja')).toHaveAttribute('lang', 'ja');
  }
  expect(await japaneseOutsideOriginals(cards)).toEqual([]);
}

async function openItem(page: Page): Promise<string> {
  if (yahoo) {
    // The fake upstream's item pages are the real ones it was written from.
    await page.goto('/#/shop/product/s1238539612');
    return 's1238539612';
  }
  const first = page.getByTestId('search-results').getByTestId('item-card').first();
  const itemId = (await first.getAttribute('data-item-id')) ?? '';
  await first.getByTestId('item-title-zh').click();
  await expect(page).toHaveURL(new RegExp(`#/shop/product/${itemId}$`));
  return itemId;
}

test('home → search → item (related) → history read in Chinese', async ({ page, login }) => {
  await login();

  // Home: each section titled by its category in Chinese alone; the cards in Chinese.
  const sections = page.getByTestId('recommended-section');
  // Yahoo mode: a spec before this one may have left the upstream resting after its outage (上游繁忙).
  await expect(async () => {
    await page.goto('/#/');
    await page.reload();
    await expect(sections.first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 50_000 });
  for (const heading of await sections.locator('header h2').allTextContents()) {
    expect(heading).toMatch(HAN);
    expect(heading).not.toMatch(KANA);
  }
  await expectChineseCards(sections.first().getByTestId('item-card'));

  // Search: the results' cards, and the category filter's names.
  await page.getByRole('searchbox').fill(yahoo ? '游戏王' : '包');
  await page.getByRole('searchbox').press('Enter');
  const results = page.getByTestId('search-results');
  await expect(results.getByTestId('item-card').first()).toBeVisible();
  await expectChineseCards(results.getByTestId('item-card'));

  // The item page: title in Chinese over the original, category path and place in Chinese.
  const itemId = await openItem(page);
  const detail = page.getByTestId('product-detail');
  await expect(detail.locator('.product-title')).toHaveText(HAN);
  await expect(page.getByTestId('fact-category')).toHaveText(HAN);
  expect(await japaneseOutsideOriginals(page.getByTestId('fact-category'))).toEqual([]);
  expect(await japaneseOutsideOriginals(page.locator('.product-breadcrumb'))).toEqual([]);
  expect(await japaneseOutsideOriginals(page.getByTestId('fact-location'))).toEqual([]);
  if (yahoo) await expect(page.getByTestId('fact-category')).toContainText('单卡');
  const titleZh = ((await detail.locator('.product-title').textContent()) ?? '').trim();

  // Related items: drawn as the member scrolls toward them.
  const related = page.getByTestId('related-items');
  await page.mouse.wheel(0, 4000);
  await related.scrollIntoViewIfNeeded();
  await expectChineseCards(related.getByTestId('item-card'));

  // The history: the item just viewed, named in Chinese, its Japanese beneath.
  await page.goto('/#/users/history');
  const entry = page.getByTestId('history-item').filter({ has: page.locator(`a[href$="/shop/product/${itemId}"]`) });
  await expect(entry.getByTestId('history-title-zh')).toBeVisible();
  const historyTitle = ((await entry.getByTestId('history-title-zh').textContent()) ?? '').trim();
  // The gloss tag (关键词译文) sits in the same line on the item page's title and the history's.
  expect(historyTitle.replace('关键词译文', '').trim()).toBe(titleZh.replace('关键词译文', '').trim());
  await expect(entry.locator('.history-item__title-ja')).toHaveAttribute('lang', 'ja');
  expect(await japaneseOutsideOriginals(page.getByTestId('history-items'))).toEqual([]);
});
