import { SEARCH_PAGE_SIZE } from '@daigou/contract';
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 4 (favourites): the favourite button on item cards — search results here; home, related, seller and
 * followed-seller items use the same card. Statuses are asked in batches: never one call per card, never twice.
 */

const SEARCH = `/#/search?keyword=${encodeURIComponent('バッグ')}`;

test.describe('favourite button on item cards', () => {
  test('a visitor is asked to log in, and comes back to the results', async ({ page }) => {
    await page.goto(SEARCH);
    const card = page.getByTestId('search-results').getByTestId('item-card').first();
    await card.getByTestId('card-favorite-button').click();
    await expect(page.getByRole('dialog')).toContainText('收藏商品需要先登录');
    await page.getByRole('button', { name: '去登录' }).click();
    await expect(page).toHaveURL(/#\/login\?redirect=/);
    // The return path keeps the search's own (encoded) query.
    expect(decodeURIComponent(decodeURIComponent(page.url()))).toContain('redirect=/search?keyword=バッグ');
  });

  test('a member favourites a search result from its card and sees it in /users/collect', async ({ page, login }) => {
    await login({ newMember: 'cc_', name: '卡片收藏者' });
    const statusCalls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/collect/status')) statusCalls.push(request);
    });

    await page.goto(SEARCH);
    const cards = page.getByTestId('search-results').getByTestId('item-card');
    await expect(cards.first()).toBeVisible();
    // Every card has its button; their statuses come in batched calls, never one call per card and never twice.
    await expect(cards.first().getByTestId('card-favorite-button')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards).toHaveCount(SEARCH_PAGE_SIZE); // バッグ finds more than a page
    const count = await cards.count();
    await expect(page.getByTestId('search-results').getByTestId('card-favorite-button')).toHaveCount(count);
    const shownIds = await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-item-id') ?? ''));
    // The home page the login opened asks its own cards' statuses too, maybe late (the app changes screens in one
    // document): a card it asked for is not asked again, so the results' call asks the rest.
    const calls = statusCalls.map((call) => new URL(call.url()).searchParams.get('itemIds')?.split(',') ?? []);
    for (const itemId of shownIds)
      expect(
        calls.flat().filter((asked) => asked === itemId),
        itemId,
      ).toHaveLength(1);
    expect(calls.filter((asked) => asked.some((itemId) => shownIds.includes(itemId))).length).toBeLessThanOrEqual(2);
    const card = cards.nth(1);
    const itemId = (await card.getAttribute('data-item-id')) ?? '';
    const title = (await card.locator('.item-card__title-ja').textContent()) ?? '';
    const titleZh = (await card.getByTestId('item-title-zh').textContent()) ?? '';
    const button = card.getByTestId('card-favorite-button');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('aria-label', '取消收藏');
    await expect(page).toHaveURL(/#\/search\?/); // the button does not follow the card's link

    await page.goto('/#/users/collect');
    const row = page.locator(`[data-testid=favorite-row][data-item-id="${itemId}"]`);
    await expect(row).toBeVisible();
    // The row reads as the card did: the Chinese title (with its 关键词译文 tag) above the Japanese.
    await expect(row).toContainText(titleZh);
    await expect(row).toContainText(title.slice(0, 10));

    // Back on the results the card shows it as a favourite; removing it there empties the list.
    await page.goto(SEARCH);
    const again = page.locator(`[data-testid=item-card][data-item-id="${itemId}"]`).getByTestId('card-favorite-button');
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    await again.click();
    await expect(again).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/#/users/collect');
    await expect(page.getByTestId('favorite-row')).toHaveCount(0);
  });
});
