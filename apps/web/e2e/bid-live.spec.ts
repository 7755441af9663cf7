import { bidIncrement, formatYen, type Order, type OrderList } from '@daigou/contract';
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './accessibility';
import { callFromPage as call, creditMember, expect, OPERATOR, pickAuction, test } from './fixtures';

/**
 * Issue 13 point 5, decision 051: a member's bid order shows where the auction stands — 领先 once the engine
 * has placed the maximum, then 已被超越 after a rival's higher maximum (the test control bids on the local
 * simulator) — on the order list and the detail, each screen asking again by itself while the auction runs.
 */

async function fitsAndPasses(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where} wider than the screen`).toBeLessThanOrEqual(
    width,
  );
  expect(await seriousAxeViolations(page), `${where}: axe serious/critical`).toEqual([]);
}

test('a bid order shows 领先, then 已被超越 after a higher rival maximum, on the list and the detail', async ({
  page,
  login,
  otherPage,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await login({ newMember: 'live', name: '竞拍状态' });
  const staff = await otherPage(OPERATOR);
  await creditMember(staff, member, 100_000);

  const { item, maxBid } = await pickAuction(page, { endsAfterMs: 60 * 60_000, bidOnly: true });
  const created = await call<{ orderId: number }>(page, 'POST', '/api/order/create', {
    itemId: item.itemId,
    kind: 'bid',
    maxBid: String(maxBid),
    inspection: '0',
  });
  expect(created.code, created.msg).toBe(0);
  const { orderId } = created.data;
  const paid = await call(page, 'POST', '/api/order/pay', { orderId: String(orderId) });
  expect(paid.code, paid.msg).toBe(0);

  // The engine places the maximum within a pass or two.
  await expect
    .poll(
      async () => (await call<{ order: Order }>(page, 'GET', `/api/order/info?orderId=${orderId}`)).data.order.bidLive?.state,
      {
        timeout: 20_000,
      },
    )
    .toBe('leading');

  // The list: 领先, the price now, the maximum, time left counting down.
  await page.goto('/#/users/order?type=3');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  const live = card.getByTestId('bid-live');
  await expect(live.getByTestId('bid-live-state')).toHaveText('领先');
  await expect(live.getByTestId('bid-live-max')).toHaveText(formatYen(maxBid));
  await expect(live.getByTestId('bid-live-price')).toContainText('日元');
  await expect(live.getByTestId('bid-live-price')).toContainText('次出价');
  const countdown = live.getByTestId('countdown');
  await expect(countdown).toContainText('剩余');
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 5_000 });
  await fitsAndPasses(page, 'order list (领先)');
  await page.screenshot({ path: testInfo.outputPath('order-list-leading.png'), fullPage: true });

  // The detail: the same status; the bid progress fact says so too.
  await page.goto(`/#/order/${orderId}`);
  const detailLive = page.getByTestId('order-detail').getByTestId('bid-live');
  await expect(detailLive.getByTestId('bid-live-state')).toHaveText('领先');
  await expect(page.getByTestId('fact-bid-state')).toContainText('已出价，当前领先');
  await fitsAndPasses(page, 'order detail (领先)');
  await page.screenshot({ path: testInfo.outputPath('order-detail-leading.png'), fullPage: true });

  // Back on the list, left open: a rival's maximum above ours turns the card to 已被超越 by itself (it asks
  // again every 15 s while the auction runs).
  await page.goto('/#/users/order?type=3');
  await expect(live.getByTestId('bid-live-state')).toHaveText('领先');
  const rival = await call<{ accepted: boolean; currentPrice: number }>(page, 'POST', '/api/test/marketplace/bid', {
    itemId: item.itemId,
    maxBid: String(maxBid + 5 * bidIncrement(maxBid)),
  });
  expect(rival.code, rival.msg).toBe(0);
  expect(rival.data.accepted).toBe(true);
  await expect(live.getByTestId('bid-live-state')).toHaveText('已被超越', { timeout: 25_000 });
  const list = await call<OrderList>(page, 'GET', '/api/order/list?type=3');
  const price = list.data.list.find((o) => o.orderId === orderId)?.bidLive?.currentPrice ?? 0;
  expect(price).toBeGreaterThan(maxBid);
  await expect(live.getByTestId('bid-live-price')).toContainText(formatYen(price));
  await fitsAndPasses(page, 'order list (已被超越)');
  await page.screenshot({ path: testInfo.outputPath('order-list-outbid.png'), fullPage: true });

  // The detail: 已被超越, and why the member cannot raise (the maximum was placed in full).
  await page.goto(`/#/order/${orderId}`);
  await expect(detailLive.getByTestId('bid-live-state')).toHaveText('已被超越');
  await expect(page.getByTestId('fact-bid-state')).toContainText('已出价，已被超越');
  await expect(detailLive.getByTestId('bid-live-hint')).toContainText('出价后不能再修改');
  await expect(detailLive.getByTestId('bid-live-price')).toContainText(formatYen(price));
  await fitsAndPasses(page, 'order detail (已被超越)');
  await page.screenshot({ path: testInfo.outputPath('order-detail-outbid.png'), fullPage: true });
});
