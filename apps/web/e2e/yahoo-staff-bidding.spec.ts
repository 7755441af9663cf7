import { formatYen } from '@daigou/contract';
import { callFromPage, expect, OPERATOR, screenShown, test } from './fixtures';

/**
 * Staff bidding with MARKETPLACE=yahoo against the fake Yahoo! Auctions (decision 035): a member pastes an
 * item link, orders it with a maximum and pays; the order is a task in the console's 代拍任务; staff record
 * the bid they placed and the win at a lower price; the member reads 已购买 with the difference refunded.
 */

const BID_ITEM = 'm1238496717';
type Health = { upstream: { breaker: { state: string } } };
const MAX_BID = 25_000;
const BID_PLACED = 24_000;
const FINAL_PRICE = 21_300;

test('order a real item by link, pay, staff bid and record the win, the member sees 已购买 and the refund', async ({
  page,
  login,
  otherPage,
}, testInfo) => {
  test.setTimeout(150_000);
  // An earlier spec's outage (上游繁忙) leaves the breaker open for 30 s: wait it out, then let one read close it.
  await expect
    .poll(async () => ((await (await page.request.get('/healthz')).json()) as Health).upstream.breaker.state, { timeout: 70_000 })
    .not.toBe('open');
  await expect
    .poll(async () => (await page.request.get(`/api/goods/itemInfo?itemId=${BID_ITEM}`)).status(), { timeout: 10_000 })
    .toBe(200);
  await login({ newMember: 'ysb', name: '代拍测试' });

  // Top up ¥50,000 through the sandbox cashier.
  const recharge = await callFromPage<{ payUrl: string }>(page, 'POST', '/api/user/webRecharge', {
    channel: 'alipay',
    amount: '50000',
  });
  expect(recharge.code, recharge.msg).toBe(0);
  await page.goto(recharge.data.payUrl);
  await page.getByRole('button', { name: /确认支付/ }).click();
  await expect(page).toHaveURL(/#\/charge\/success\?rechargeId=/);

  // Paste the item's link, read it, order it with a maximum and pay.
  // From /charge/success this is a hash change: wait for the home screen, whose search bar starts empty,
  // or the bar clears what was typed into it on the way.
  await page.goto('/#/');
  await screenShown(page);
  await page.getByRole('searchbox').fill(`https://page.auctions.yahoo.co.jp/jp/auction/${BID_ITEM}`);
  await expect(page.getByRole('searchbox')).toHaveValue(`https://page.auctions.yahoo.co.jp/jp/auction/${BID_ITEM}`);
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/shop/product/${BID_ITEM}$`));
  await page.getByTestId('order-button').click();
  await expect(page).toHaveURL(new RegExp(`#/order/check/${BID_ITEM}$`));
  const maxInput = page.getByLabel('最高出价（日元）');
  await maxInput.fill(String(MAX_BID));
  await maxInput.blur();
  await expect(page.getByTestId('landed-total')).toContainText(formatYen(MAX_BID + 300));
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/#\/order\/settle\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  await page.getByRole('button', { name: /确认付款/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(new RegExp(`#/order/success/${orderId}$`));

  // Staff: the order is a task to bid, with the member's maximum and the Yahoo! Auctions page.
  const staff = await otherPage(OPERATOR);
  await staff.goto('/#/admin');
  await expect(staff.getByTestId('dashboard-bid-tasks')).toBeVisible();
  await expect(staff.getByTestId('upstream-health')).toContainText('正常');
  await expect(staff.getByTestId('upstream-health')).toContainText('商品页');
  await staff.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });
  await staff.goto('/#/admin/bid-tasks?state=to_bid');
  const card = staff.locator(`[data-testid="bid-task"][data-order-id="${orderId}"]`);
  await expect(card.getByTestId('bid-task-state')).toHaveText('待出价');
  await expect(card).toContainText(formatYen(MAX_BID));
  await expect(card.getByTestId('bid-task-item-link')).toHaveAttribute('href', new RegExp(`/jp/auction/${BID_ITEM}$`));
  await card.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: testInfo.outputPath('bid-task-to-bid.png'), fullPage: true });

  // A bid above the maximum cannot be typed; the bid placed is recorded after confirming.
  const amount = card.getByLabel('出价金额');
  await amount.fill(String(BID_PLACED));
  await amount.blur();
  await card.getByTestId('bid-task-placed').click();
  await staff.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await staff.goto('/#/admin/bid-tasks?state=placed');
  await expect(card.getByTestId('bid-task-state')).toHaveText('已出价');
  await expect(card.getByTestId('bid-task-amount')).toContainText(formatYen(BID_PLACED));
  await staff.screenshot({ path: testInfo.outputPath('bid-task-placed.png'), fullPage: true });

  // The auction ended: won at a lower price.
  const price = card.getByLabel('成交价');
  await price.fill(String(FINAL_PRICE));
  await price.blur();
  await card.getByTestId('bid-task-won').click();
  await staff.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(card).toHaveCount(0);
  await staff.screenshot({ path: testInfo.outputPath('bid-tasks-after.png'), fullPage: true });

  // The member: 已购买 at the final price, the difference back in the balance.
  await page.goto(`/#/order/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('已购买');
  const refund = page.locator('[data-testid="order-money"] tr[data-kind="order_settle_refund"]');
  await expect(refund).toContainText(formatYen(MAX_BID - FINAL_PRICE));
  const balance = await callFromPage<{ balance: number }>(page, 'GET', '/api/user/balance');
  expect(balance.data.balance).toBe(50_000 - FINAL_PRICE - 300);
  await page.screenshot({ path: testInfo.outputPath('member-order-won.png'), fullPage: true });
});
