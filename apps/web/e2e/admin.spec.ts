import { type ItemCard, minimumBid, ORDER_NO_PATTERN } from '@daigou/contract';
import type { Page } from '@playwright/test';
import { callFromPage as call, DEMO_MEMBER, expect, OPERATOR, serverNow, test } from './fixtures';

/**
 * Issue 6, end to end in Chromium against the real server: the operator console changes the rates and the
 * member's rate bar shows them; an operator takes an order from 已付款 through 已购买, 已发货 and 验货中
 * (photos, a note) while the member, in a second browser context, sees each step, the photos and the
 * messages, and confirms the inspection (→ 已入库).
 */

/** A 96×64 PNG, as a camera photo would arrive (the server re-encodes it to WebP). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAwUlEQVR4nO3ZwQ3CUBDE0FTy66REl8UdiVwQmhyelAosj9mE67zynO8QLnTOrSIABVC/rIRBARSD+t9PjYkFUAzKxFodtBoUQDEoE0uDeuZ3BZEOoBiUiaVBzXss0gEUgzKx5t1xKAZQDMrEmgfIy2oAxaBMLA1qHmORDqAYlIk1j45DMYBiUCbWQx7/rAZQDMrE0qDmPRbpAIpBmVjz7jgUAygGZWLNA+RlNYBiUCaWBjWPsUgHUAzKxJpH5+NQfAPPodHhiFAPbgAAAABJRU5ErkJggg==',
  'base64',
);

/** Accepts the console's confirmation dialog (every money or status action asks first). */
async function confirmDialog(page: Page) {
  const dialog = page.getByRole('dialog').filter({ hasText: '请确认' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * An open auction ending in more than two days (the bidding engine will not settle it meanwhile) whose
 * buyer pays domestic shipping, so the arrival always charges the fee the operator enters.
 */
async function pickAuction(page: Page): Promise<{ item: ItemCard; maxBid: number }> {
  const now = await serverNow(page);
  const result = await call<{ list: ItemCard[] }>(page, 'GET', '/api/goods/search?sort=newest&maxPrice=20000&limit=100');
  expect(result.code, result.msg).toBe(0);
  for (const item of result.data.list) {
    if (item.status !== 'OPEN' || item.endTime - now < 2 * 86_400_000 || item.shippingPayer !== 'buyer') continue;
    const maxBid = minimumBid(item.currentPrice) + 2000;
    if (item.buyNowPrice !== null && maxBid >= item.buyNowPrice) continue;
    return { item, maxBid };
  }
  throw new Error('no suitable open auction in the catalogue');
}

test('the operator changes the rates and the member’s rate bar shows them', async ({ page, login, otherPage }) => {
  await login(OPERATOR);
  await page.goto('/#/admin/settings');
  await expect(page.getByTestId('admin-console')).toBeVisible();
  const form = page.getByTestId('rates-form');
  await form.getByLabel('微信支付汇率').fill('0.0471');
  await form.getByLabel('支付宝汇率').fill('0.0476');
  await form.getByLabel('支付宝汇率').blur();
  await form.getByRole('button', { name: '保存汇率' }).click();
  await confirmDialog(page);
  await expect(page.getByText('汇率已更新')).toBeVisible();

  const member = await otherPage(DEMO_MEMBER);
  await member.goto('/#/');
  const bar = member.getByTestId('rate-bar');
  await expect(bar).toContainText('微信 1 日元 = 0.0471 元');
  await expect(bar).toContainText('支付宝 1 日元 = 0.0476 元');

  // A member cannot open the console: a refusal, no console chunk.
  await member.goto('/#/admin/settings');
  await expect(member.getByTestId('admin-forbidden')).toBeVisible();
  await expect(member.getByTestId('admin-console')).toHaveCount(0);

  // Put the default rates back for the other specs.
  const restore = await call(page, 'POST', '/api/admin/settings/rates', { WechatRate: '0.0482', AliRate: '0.0485' });
  expect(restore.code, restore.msg).toBe(0);
});

test('an order from 已付款 to 已入库: purchase, shipment, arrival, photos and note, the member confirms', async ({
  page,
  login,
  otherPage,
}) => {
  test.setTimeout(180_000);
  await login(OPERATOR);
  const m = await otherPage(DEMO_MEMBER);

  // The operator credits the demo member from the console (a ledger entry with a reason, confirmed first).
  const found = await call<{ list: Array<{ userId: number; account: string }> }>(page, 'GET', '/api/admin/members?keyword=demo');
  const demoId = found.data.list.find((u) => u.account === 'demo')?.userId;
  expect(demoId).toBeTruthy();
  await page.goto(`/#/admin/ledger?userId=${demoId}`);
  await page.getByRole('button', { name: '调整余额' }).click();
  const adjust = page.getByTestId('adjust-dialog');
  await adjust.getByLabel('调整金额').fill('60000');
  await adjust.getByLabel('调整金额').blur();
  await adjust.getByLabel('原因').fill('线下转账充值');
  await adjust.getByRole('button', { name: '提交调整' }).click();
  await confirmDialog(page);
  await expect(page.getByText('余额已调整')).toBeVisible();
  await expect(page.getByTestId('member-ledger')).toContainText('余额调整：线下转账充值');

  // The member orders an auction item with inspection and pays (the orders calls the web app makes).
  const { item, maxBid } = await pickAuction(m);
  const created = await call<{ orderId: number }>(m, 'POST', '/api/order/create', {
    itemId: item.itemId,
    kind: 'bid',
    maxBid: String(maxBid),
    inspection: '1',
    remark: '请拍细节',
  });
  expect(created.code, created.msg).toBe(0);
  const orderId = created.data.orderId;
  const paid = await call(m, 'POST', '/api/order/pay', { orderId: String(orderId) });
  expect(paid.code, paid.msg).toBe(0);
  await m.goto(`/#/order/${orderId}`);
  await expect(m.getByTestId('order-status')).toHaveText('已付款');
  // The member quotes the order's number (decision 053), not its row id.
  const orderNo = (await m.getByTestId('order-no').textContent()) ?? '';
  expect(orderNo).toMatch(ORDER_NO_PATTERN);

  // The desk lists it under 已付款; the operator finds it by the quoted number (typed in lower case) and opens it.
  await page.goto('/#/admin/orders?status=3');
  await page.getByLabel('搜索订单').fill(orderNo.toLowerCase());
  await page.getByTestId('admin-orders').getByRole('button', { name: '搜索' }).click();
  await expect(page.getByTestId('order-link')).toHaveText([orderNo]);
  await page.getByTestId('order-link').filter({ hasText: orderNo }).click();
  await expect(page.getByTestId('admin-order-detail')).toBeVisible();
  const status = page.getByTestId('admin-order-detail').getByTestId('order-status').first();
  await expect(status).toHaveText('已付款');

  // 已付款 → 已购买 at a final price below the maximum.
  const finalPrice = maxBid - 1000;
  await page.getByLabel('成交价').fill(String(finalPrice));
  await page.getByLabel('成交价').blur();
  await page.getByRole('button', { name: '录入购买结果' }).click();
  // The auction has days to run (a bought-out item in real life): the console warns before recording it.
  const early = page.getByRole('dialog').filter({ hasText: '拍卖尚未结束' });
  await expect(early).toContainText('才结束');
  await early.getByRole('button', { name: '仍然录入' }).click();
  await expect(early).toHaveCount(0);
  await expect(status).toHaveText('已购买');
  await m.reload();
  await expect(m.getByTestId('order-status')).toHaveText('已购买');

  // 已购买 → 已发货 with carrier and tracking number.
  await page.getByLabel('物流公司').fill('ヤマト運輸');
  await page.getByLabel('运单号').fill('4455-6677-8899');
  await page.getByRole('button', { name: '登记发货' }).click();
  await confirmDialog(page);
  await expect(status).toHaveText('已发货');
  await m.reload();
  await expect(m.getByTestId('order-status')).toHaveText('已发货');

  // 已发货 → 验货中 at the warehouse, with domestic shipping at cost (the buyer pays it for this item).
  const fee = page.getByLabel('日本国内运费');
  await fee.fill('600');
  await fee.blur();
  // The warehouse weighs and measures the item (issue 14); the member sees it on the order.
  for (const [label, value] of [
    ['重量（克）', '850'],
    ['长（厘米）', '30'],
    ['宽（厘米）', '20'],
    ['高（厘米）', '10'],
  ]) {
    await page.getByLabel(label).first().fill(value);
    await page.getByLabel(label).first().blur();
  }
  await page.getByRole('button', { name: '确认到仓' }).click();
  await confirmDialog(page);
  await expect(status).toHaveText('验货中');
  await m.reload();
  await expect(m.getByTestId('order-status')).toHaveText('验货中');
  await expect(m.getByTestId('fact-weight')).toContainText('850 g');
  await expect(m.getByTestId('fact-size')).toContainText('30 × 20 × 10 cm');

  // Photos (re-encoded by the server) and a note.
  await page.getByTestId('photo-input').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PHOTO },
    { name: 'back.png', mimeType: 'image/png', buffer: PHOTO },
  ]);
  await expect(page.getByTestId('admin-photos').locator('img')).toHaveCount(2);
  await page.getByLabel('验货说明', { exact: true }).fill('外观完好，配件齐全，无划痕');
  await page.getByRole('button', { name: '发送验货说明' }).click();
  await expect(page.getByTestId('admin-thread')).toContainText('验货说明：外观完好，配件齐全，无划痕');

  // The member sees the photos and the messages.
  const photos = await call<Array<{ url: string }>>(m, 'GET', `/api/order/inspectionPhotos?orderId=${orderId}`);
  expect(photos.code, photos.msg).toBe(0);
  expect(photos.data).toHaveLength(2);
  expect(photos.data[0].url).toMatch(/^\/api\/images\/.+\.webp$/);
  await m.reload();
  await expect(m.getByTestId('inspection-photos').locator('img')).toHaveCount(2);
  await expect(m.locator('[data-testid="thread-message"][data-sender="staff"]')).toContainText('外观完好，配件齐全');
  const messages = await call<{ list: Array<{ title: string }> }>(m, 'GET', `/api/order/msgList?orderId=${orderId}&limit=50`);
  const titles = messages.data.list.map((x) => x.title).join('\n');
  for (const label of ['已购买', '已发货', '验货中']) expect(titles).toContain(label);

  // The member confirms the inspection: 验货中 → 已入库; the operator sees it.
  await m.getByRole('button', { name: '确认验货' }).click();
  await m.getByRole('dialog').getByRole('button', { name: '确认入库' }).click();
  await expect(m.getByTestId('order-status')).toHaveText('已入库');
  await page.reload();
  await expect(status).toHaveText('已入库');
  await expect(page.getByTestId('admin-timeline')).toContainText('会员已确认验货');

  // Every operator step is in the audit list.
  await page.goto('/#/admin/audit');
  const audit = page.getByTestId('admin-audit');
  for (const label of ['录入购买结果', '录入卖家发货', '确认到仓', '上传验货照片', '填写验货说明', '调整余额']) {
    await expect(audit).toContainText(label);
  }
});

test('every console filter shows its 全部 choice while nothing is filtered', async ({ page, login }) => {
  await login(OPERATOR);
  const dropdown = (name: string) => page.locator('.p-dropdown').filter({ has: page.getByLabel(name, { exact: true }) });
  const found = await call<{ list: Array<{ userId: number; account: string }> }>(page, 'GET', '/api/admin/members?keyword=demo');
  const demoId = found.data.list.find((m) => m.account === 'demo')?.userId;
  expect(demoId).toBeTruthy();
  const filters: Array<[string, string, string]> = [
    ['/admin/recharges', '状态', '全部状态'],
    ['/admin/recharges', '渠道', '全部渠道'],
    [`/admin/ledger?userId=${demoId}`, '类型', '全部类型'],
    ['/admin/audit', '操作', '全部操作'],
    ['/admin/outbox', '发送状态', '全部状态'],
  ];
  for (const [path, name, label] of filters) {
    await page.goto(`/#${path}`);
    await expect(dropdown(name).locator('.p-dropdown-label'), `${path} ${name}`).toHaveText(label);
  }
  // Choosing a status and then 全部 again names it again (withdrawals start at 待审核).
  await page.goto('/#/admin/recharges');
  await dropdown('状态').click();
  await page.getByRole('option', { name: '已到账' }).click();
  await expect(dropdown('状态').locator('.p-dropdown-label')).toHaveText('已到账');
  await dropdown('状态').click();
  await page.getByRole('option', { name: '全部状态' }).click();
  await expect(dropdown('状态').locator('.p-dropdown-label')).toHaveText('全部状态');
  await page.goto('/#/admin/payments');
  await dropdown('提现状态').click();
  await page.getByRole('option', { name: '全部状态' }).click();
  await expect(dropdown('提现状态').locator('.p-dropdown-label')).toHaveText('全部状态');
});
