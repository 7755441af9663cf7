import { formatYen, minimumBid, ORDER_NO_PATTERN, type OrderRecord, type Paged } from '@daigou/contract';
import { advanceClock, callFromPage as call, expect, OPERATOR, pickAuction, serverNow, test } from './fixtures';

/**
 * Issue 5, end to end in Chromium against the real server (TEST_CONTROLS on, CATALOG_SIZE 800, jobs running):
 * a new member tops up through the sandbox pay page, orders an auction item with a maximum, pays, sees it
 * under 已付款; the clock is moved past the auction's end, the bidding engine settles the order as 已购买 and
 * the difference comes back (GetOrderRecord); the order's message thread works both ways.
 */

test('top up, order an auction with a maximum, pay, win at a lower price with the difference refunded, talk to staff', async ({
  page,
  login,
  otherPage,
}) => {
  test.setTimeout(150_000);
  await login({ newMember: 'ord', name: '下单测试' });

  // 1. Top up ¥100,000 through the sandbox pay page.
  await page.goto('/#/users/charge');
  await expect(page.getByTestId('channel-wechat')).toContainText('0.0482');
  await expect(page.getByTestId('channel-alipay')).toContainText('0.0485');
  const amount = page.getByLabel('充值金额（日元）');
  await amount.fill('100000');
  await amount.blur();
  await expect(page.getByTestId('charge-summary')).toContainText('100,000 日元');
  await expect(page.getByTestId('charge-summary')).toContainText('4,820 元');
  await page.getByRole('button', { name: '立即充值' }).click();
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page.getByTestId('recharge-pending')).toBeVisible();
  await expect(page.getByTestId('pay-qr').locator('img')).toBeVisible();
  const [payPage] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('pay-link').click()]);
  // The cashier writes the yuan to pay with the shared formatter, and names the yen it buys (decision 052).
  await expect(payPage.getByTestId('pay-amount')).toHaveText('4,820 元');
  await expect(payPage.locator('body')).toContainText('100,000 日元');
  await expect(payPage.locator('body')).not.toContainText('¥');
  await payPage.getByRole('button', { name: '确认支付 4,820 元' }).click();
  await expect(payPage).toHaveURL(/#\/charge\/success\?rechargeId=/);
  await payPage.close();
  // The screen that started the top-up sees it paid by polling and moves on by itself.
  await expect(page).toHaveURL(/#\/charge\/success\?rechargeId=/, { timeout: 15_000 });
  await expect(page.getByTestId('credited-amount')).toContainText('100,000 日元');
  await expect(page.getByTestId('new-balance')).toContainText('100,000 日元');

  // 2. Order an auction item with a maximum.
  const { item, maxBid } = await pickAuction(page, { endsAfterMs: 15 * 60_000 });
  await page.goto(`/#/shop/product/${item.itemId}`);
  await page.getByTestId('order-button').click();
  await expect(page).toHaveURL(new RegExp(`#/order/check/${item.itemId}$`));
  await expect(page.getByTestId('bid-rule')).toContainText(`最高出价至少 ${formatYen(minimumBid(item.currentPrice))}`);
  const maxInput = page.getByLabel('最高出价（日元）');
  await maxInput.fill(String(minimumBid(item.currentPrice) - 1));
  await maxInput.blur();
  await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
  await maxInput.fill(String(maxBid));
  await maxInput.blur();
  await expect(page.getByTestId('landed-total')).toContainText(formatYen(maxBid + 300));
  await expect(page.getByTestId('shipping-note')).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();

  // 3. Pay from the balance.
  await expect(page).toHaveURL(/#\/order\/settle\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  await expect(page.getByTestId('settle-amount')).toContainText(formatYen(maxBid + 300));
  await expect(page.getByTestId('settle-shortfall')).toHaveCount(0);
  await page.getByRole('button', { name: /确认付款/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(new RegExp(`#/order/success/${orderId}$`));
  await expect(page.getByTestId('order-success')).toContainText('付款成功');

  // The success page gives the number to quote (decision 053): dated, not the row id.
  const orderNo = (await page.getByTestId('order-success').getByTestId('order-no').textContent()) ?? '';
  expect(orderNo).toMatch(ORDER_NO_PATTERN);

  // 4. It is listed under 已付款, named by that number.
  await page.goto('/#/users/order?type=3');
  await expect(page.getByTestId('order-tab-3')).toContainText('1');
  const paidCard = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(paidCard).toContainText('已付款');
  await expect(paidCard.getByTestId('order-no')).toHaveText(orderNo);

  // 5. The member writes to staff in the order's thread.
  await page.goto(`/#/order/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('已付款');
  await expect(page.getByTestId('order-detail').getByTestId('order-no')).toHaveText(orderNo);
  await page.getByLabel('留言内容').fill('请帮忙确认商品有无划痕，谢谢');
  await page.getByRole('button', { name: '发送留言' }).click();
  await expect(page.locator('[data-testid="thread-message"][data-sender="member"]')).toContainText('请帮忙确认商品有无划痕');

  // 6. The engine places the maximum; then the auction ends (test clock) and it settles.
  await expect(page.getByTestId('fact-bid-state')).toContainText('已出价', { timeout: 20_000 });
  const now = await serverNow(page);
  await advanceClock(page, item.endTime - now + 60_000);
  await expect(page.getByTestId('order-status')).toHaveText('已购买', { timeout: 30_000 });
  await expect(page.locator('[data-testid="order-money"] tr[data-kind="order_settle_refund"]')).toBeVisible();

  // The ledger (GetOrderRecord) holds the pay and the refund of the difference; the final price is what remains.
  const records = await call<Paged<OrderRecord>>(page, 'GET', `/api/user/GetOrderRecord?type=money&orderId=${orderId}`);
  expect(records.code, records.msg).toBe(0);
  const pay = records.data.list.find((r) => r.kind === 'order_pay');
  const refund = records.data.list.find((r) => r.kind === 'order_settle_refund');
  expect(pay?.amount).toBe(-(maxBid + 300));
  expect(refund?.amount ?? 0).toBeGreaterThan(0);
  const final = maxBid - (refund?.amount ?? 0);
  await expect(page.getByTestId('fact-final-price')).toContainText(formatYen(final));
  // Settled: the order shows what the ledger charged (实际支出), not the hold; every yen amount says 日元.
  await expect(page.getByTestId('fact-paid')).toContainText(`实际支出${formatYen(final + 300)}`);
  await expect(page.getByTestId('order-detail')).not.toContainText('应付（冻结）');
  await expect(page.getByTestId('order-detail')).not.toContainText('¥');
  const balance = await call<{ balance: number }>(page, 'GET', '/api/user/balance');
  expect(balance.data.balance).toBe(100_000 - final - 300);

  await page.goto('/#/users/charge');
  await expect(page.locator('[data-testid="ledger-table"] tr[data-kind="order_settle_refund"]')).toContainText(
    formatYen(refund?.amount ?? 0),
  );
  await page.goto('/#/users/order?type=4');
  const settled = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(settled).toContainText('已购买');
  await expect(settled.getByTestId('order-card-money')).toContainText(`实际支出${formatYen(final + 300)}`);
  await expect(settled.getByTestId('order-card-money')).toContainText(`成交价 ${formatYen(final)}`);
  await expect(settled).not.toContainText('¥');

  // 7. Staff answer in a second context; the member sees the badge, reads the thread and the badge clears.
  const staff = await otherPage(OPERATOR);
  const reply = await call<unknown>(staff, 'POST', '/api/admin/messages/reply', {
    orderId: String(orderId),
    content: '已确认，商品无划痕，请放心。',
  });
  expect(reply.code, reply.msg).toBe(0);

  // The bell counts the order's system messages (paid, bought) too (decision 045); the reply is one order message.
  await page.goto('/#/message');
  const system = await call<{ totalNum: number }>(page, 'GET', '/api/order/msgCount?msgSource=系统消息');
  expect(system.data.totalNum).toBeGreaterThan(0);
  const badge = page.getByTestId('message-badge');
  await expect(badge).toHaveAttribute('data-order', '1');
  await expect(badge).toHaveText(String(system.data.totalNum + 1));
  await expect(page.getByTestId('message-item').first()).toContainText('未读');
  await page.getByTestId('message-item').first().locator('.msg-item__head').click();
  await expect(badge).toHaveAttribute('data-order', '0');
  await expect(badge).toHaveText(String(system.data.totalNum));
  await page.getByRole('link', { name: /查看订单/ }).click();
  await expect(page.locator('[data-testid="thread-message"][data-sender="staff"]')).toContainText('商品无划痕');
});

test('a zero balance shows the missing amount and a top-up link back to the order instead of paying', async ({ page, login }) => {
  await login({ newMember: 'short', name: '下单测试' });
  const { item, maxBid } = await pickAuction(page, { endsAfterMs: 15 * 60_000 });
  await page.goto(`/#/order/check/${item.itemId}`);
  const maxInput = page.getByLabel('最高出价（日元）');
  await maxInput.fill(String(maxBid));
  await maxInput.blur();
  await page.getByLabel(/验货/).check();
  await expect(page.getByTestId('landed-total')).toContainText(formatYen(maxBid + 500));
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/#\/order\/settle\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  // A new member's balance is 0: what is missing and the top-up stand where paying would be — no confirmation
  // is offered that the server would refuse.
  await expect(page.getByTestId('settle-shortfall')).toContainText(formatYen(maxBid + 500));
  await expect(page.getByRole('button', { name: /确认付款/ })).toHaveCount(0);
  await page.getByTestId('top-up-link').click();
  await expect(page).toHaveURL(/#\/users\/charge\?amount=\d+&back=/);
  await expect(page.getByLabel('充值金额（日元）')).toHaveValue(`${(maxBid + 500).toLocaleString('zh-CN')} 日元`);

  // Cancelling the unpaid order asks first, then moves it to 已取消.
  await page.goto(`/#/order/${orderId}`);
  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取消订单' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('已取消');
  // A cancelled order never paid shows 未付款, not 已冻结 0 日元.
  await expect(page.getByTestId('fact-paid')).toContainText('未付款');
  await page.goto('/#/users/order?type=all');
  const cancelled = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).getByTestId('order-card-money');
  await expect(cancelled).toHaveText('未付款');
});
