import { type ItemCard, type OrderRecord, type Paged, SEARCH_PAGE_SIZE } from '@daigou/contract';
import type { Page } from '@playwright/test';
import { callFromPage as call, expect, test } from './fixtures';

/**
 * Issue 13, "How it is checked": the desktop order journey (orders.spec.ts) on a phone — the phone-390
 * (390×844) and phone-360 (360×740) projects run this file. A new member tops up through the sandbox cashier
 * (in the same tab: no QR code on a phone), searches from the header's search bar, opens a result, orders it at its buy-it-now price, pays from
 * the balance and finds the order in 我的订单; every screen on the way fits the phone's width.
 */

async function fitsTheScreen(page: Page, where: string): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is wider than the phone`).toBeLessThanOrEqual(width);
}

test('on a phone: top up, search, open an item, order it, pay, see it in the order list', async ({ page, login }, testInfo) => {
  test.setTimeout(150_000);
  expect(page.viewportSize()?.width ?? 9999, 'runs in the phone projects only').toBeLessThanOrEqual(430);
  await login({ newMember: 'phone', name: '手机下单' });

  // 1. Top up ¥300,000 through the sandbox pay page.
  await page.goto('/#/users/charge');
  await fitsTheScreen(page, '/users/charge');
  const amount = page.getByLabel('充值金额（日元）');
  await amount.fill('300000');
  await amount.blur();
  await expect(page.getByTestId('charge-summary')).toContainText('300,000');
  await page.getByRole('button', { name: '立即充值' }).click();
  await page.getByRole('button', { name: '去支付' }).click();
  // A phone shows no QR code to scan: the cashier opens in the same tab and comes back to 充值成功.
  await expect(page.getByTestId('pay-qr')).toHaveCount(0);
  await page.getByTestId('pay-redirect').click();
  await page.getByRole('button', { name: /确认支付/ }).click();
  await expect(page).toHaveURL(/#\/charge\/success\?rechargeId=/, { timeout: 15_000 });
  await expect(page.getByTestId('new-balance')).toContainText('300,000');

  // 2. Search from the header's search bar; 3. pick the cheapest result on sale with a buy-it-now price
  //    (the balance covers it). The other phone project may have bought it already: then another word.
  await page.goto('/#/');
  const searchbox = page.getByRole('searchbox');
  await expect(page.locator('main [data-testid="item-card"]').first()).toBeVisible();
  let item: ItemCard | undefined;
  for (const keyword of ['バッグ', 'カメラ', '時計', '財布']) {
    // Typed once the screen is live (the bar of the first paint is a placeholder).
    await expect(async () => {
      await searchbox.fill(keyword);
      await searchbox.press('Enter');
      await expect(page).toHaveURL(new RegExp(`#/search\\?.*keyword=${encodeURIComponent(keyword)}`), { timeout: 2_000 });
    }).toPass();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${keyword} 的搜索结果`);
    await expect(page.locator('main [data-testid="item-card"]').first()).toBeVisible();
    await fitsTheScreen(page, `/search?keyword=${keyword}`);
    const found = await call<{ list: ItemCard[] }>(
      page,
      'GET',
      `/api/goods/search?keyword=${encodeURIComponent(keyword)}&limit=100`,
    );
    expect(found.code, found.msg).toBe(0);
    // The results mount in slices (decision 100): the first page's cards are all there before they are read.
    const cards = page.locator('main [data-testid="item-card"]');
    const onFirstPage = Math.min(SEARCH_PAGE_SIZE, found.data.list.length);
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(onFirstPage);
    const shown = await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-item-id')));
    item = found.data.list
      .filter((i) => shown.includes(i.itemId) && i.status === 'OPEN' && i.buyNowPrice !== null && i.buyNowPrice <= 250_000)
      .sort((a, b) => (a.buyNowPrice ?? 0) - (b.buyNowPrice ?? 0))[0];
    if (item) break;
  }
  if (!item || item.buyNowPrice === null) throw new Error('no affordable buy-it-now item among the first results');
  const card = page.locator(`[data-testid="item-card"][data-item-id="${item.itemId}"]`);
  await card.scrollIntoViewIfNeeded();
  await card.locator('.item-card__link').click();
  await expect(page).toHaveURL(new RegExp(`#/shop/product/${item.itemId}$`));
  await expect(page.getByTestId('product-gallery')).toBeVisible();
  await fitsTheScreen(page, '/shop/product');

  // 4. Order it at its buy-it-now price.
  await page.getByTestId('order-button').click();
  await expect(page).toHaveURL(new RegExp(`#/order/check/${item.itemId}$`));
  await fitsTheScreen(page, '/order/check');
  await page.locator('input[name="kind"][value="buyout"]').check();
  await page.getByRole('button', { name: '提交订单' }).click();

  // 5. Pay from the balance.
  await expect(page).toHaveURL(/#\/order\/settle\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  await fitsTheScreen(page, '/order/settle');
  await expect(page.getByTestId('settle-shortfall')).toHaveCount(0);
  await page.getByRole('button', { name: /确认付款/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(new RegExp(`#/order/success/${orderId}$`));
  await expect(page.getByTestId('order-success')).toContainText('付款成功');
  await fitsTheScreen(page, '/order/success');

  // 6. It is in the order list, as a card that fits the phone: paid, or already bought (a buy-it-now
  //    order is bought by the purchasing engine as soon as it is paid).
  await page.goto('/#/users/order?type=all');
  const row = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(row).toContainText(/已付款|已购买/);
  await fitsTheScreen(page, '/users/order');
  await page.screenshot({ path: testInfo.outputPath('order-list.png') });
  // What was paid (at least the buy-it-now price) left the balance.
  const records = await call<Paged<OrderRecord>>(page, 'GET', `/api/user/GetOrderRecord?type=money&orderId=${orderId}`);
  const paid = -(records.data.list.find((r) => r.kind === 'order_pay')?.amount ?? 0);
  expect(paid).toBeGreaterThanOrEqual(item.buyNowPrice);
  const balance = await call<{ balance: number }>(page, 'GET', '/api/user/balance');
  expect(balance.data.balance).toBe(300_000 - paid);
});
