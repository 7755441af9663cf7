import { formatYen, type ItemCard, minimumBid } from '@daigou/contract';
import type { Page } from '@playwright/test';
import { callFromPage as call, creditMember, expect, OPERATOR, postJson, serverNow, test } from './fixtures';

/**
 * Issue 14, end to end in Chromium against the real server: two items reach the warehouse with weights; the
 * member requests one consolidated EMS parcel with declared values and sees the estimate; staff pack and
 * weigh it in the console (price shown before saving, a photo); the member pays from the balance (balance
 * and money history change, each fee once); staff ship it with a tracking number; the member sees the
 * tracking number and the timeline and confirms receipt. Second: an inspection the member rejects becomes a
 * problem order that staff resolve with a full refund to the balance.
 */

/** A 96×64 PNG, as a camera photo would arrive (the server re-encodes it to WebP). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAwUlEQVR4nO3ZwQ3CUBDE0FTy66REl8UdiVwQmhyelAosj9mE67zynO8QLnTOrSIABVC/rIRBARSD+t9PjYkFUAzKxFodtBoUQDEoE0uDeuZ3BZEOoBiUiaVBzXss0gEUgzKx5t1xKAZQDMrEmgfIy2oAxaBMLA1qHmORDqAYlIk1j45DMYBiUCbWQx7/rAZQDMrE0qDmPRbpAIpBmVjz7jgUAygGZWLNA+RlNYBiUCaWBjWPsUgHUAzKxJpH5+NQfAPPodHhiFAPbgAAAABJRU5ErkJggg==',
  'base64',
);

async function confirmDialog(page: Page) {
  const dialog = page.getByRole('dialog').filter({ hasText: '请确认' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
}

async function balanceOf(page: Page): Promise<number> {
  const answer = await call<{ balance: number }>(page, 'GET', '/api/user/balance');
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.balance;
}

/** Open auctions ending in more than two days (the bidding engine leaves them alone), with a maximum bid below buy-it-now. */
async function pickAuctions(page: Page, count: number): Promise<Array<{ item: ItemCard; maxBid: number }>> {
  const now = await serverNow(page);
  const result = await call<{ list: ItemCard[] }>(page, 'GET', '/api/goods/search?sort=newest&maxPrice=20000&limit=100');
  expect(result.code, result.msg).toBe(0);
  const picked: Array<{ item: ItemCard; maxBid: number }> = [];
  for (const item of result.data.list) {
    if (item.status !== 'OPEN' || item.endTime - now < 2 * 86_400_000) continue;
    const maxBid = minimumBid(item.currentPrice) + 2000;
    if (item.buyNowPrice !== null && maxBid >= item.buyNowPrice) continue;
    picked.push({ item, maxBid });
    if (picked.length === count) return picked;
  }
  throw new Error('not enough open auctions in the catalogue');
}

/**
 * One order from the member's bid to the warehouse through the calls the app and the console make: the member
 * orders and pays, staff record the purchase, the seller's shipment and the arrival with weight and box.
 * Without inspection it ends at 已入库, with it at 验货中.
 */
async function orderToWarehouse(
  member: Page,
  staff: Page,
  pick: { item: ItemCard; maxBid: number },
  measure: { weightG: number; lengthCm: number; widthCm: number; heightCm: number },
  inspection: boolean,
): Promise<{ orderId: number; orderNo: string; finalPrice: number }> {
  const created = await call<{ orderId: number }>(member, 'POST', '/api/order/create', {
    itemId: pick.item.itemId,
    kind: 'bid',
    maxBid: String(pick.maxBid),
    inspection: inspection ? '1' : '0',
    remark: '',
  });
  expect(created.code, created.msg).toBe(0);
  const orderId = created.data.orderId;
  const paid = await call(member, 'POST', '/api/order/pay', { orderId: String(orderId) });
  expect(paid.code, paid.msg).toBe(0);
  const finalPrice = pick.maxBid - 1000;
  for (const [path, body] of [
    ['/api/admin/order/purchase', { orderId, finalPrice }],
    ['/api/admin/order/shipment', { orderId, carrier: 'ヤマト運輸', trackingNo: `Y${orderId}0001` }],
    ['/api/admin/order/arrival', { orderId, shippingFee: 0, ...measure }],
  ] as const) {
    const answer = await postJson(staff, path, body);
    expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
  }
  const info = await call<{ order: { status: number; orderNo: string } }>(member, 'GET', `/api/order/info?orderId=${orderId}`);
  expect(info.data.order.status).toBe(inspection ? 20 : 6);
  // The parcel form names each order by its DG number (issue 26 §6).
  return { orderId, orderNo: info.data.order.orderNo, finalPrice };
}

test('a consolidated EMS parcel: requested, packed and weighed, paid from the balance, shipped, received', async ({
  page,
  login,
  otherPage,
}) => {
  test.setTimeout(180_000);
  const member = await login({ newMember: 'parcel' });
  const staff = await otherPage(OPERATOR);
  await creditMember(staff, member, 200_000);

  // Two items reach the warehouse with their weights and boxes.
  const [first, second] = await pickAuctions(page, 2);
  const a = await orderToWarehouse(page, staff, first, { weightG: 850, lengthCm: 30, widthCm: 20, heightCm: 10 }, false);
  const b = await orderToWarehouse(page, staff, second, { weightG: 1200, lengthCm: 35, widthCm: 25, heightCm: 15 }, false);
  const address = await call(page, 'POST', '/api/address/add', {
    recipient: '张三',
    mobile: '13800138000',
    provinceCode: '31',
    cityCode: '3101',
    districtCode: '310104',
    street: '漕溪北路 100 号 2 号楼 301 室',
    postcode: '200030',
    isDefault: '1',
  });
  expect(address.code, address.msg).toBe(0);

  // The member picks both items, declares them and sees the estimate per method; EMS is chosen.
  await page.goto('/#/users/parcel/new');
  for (const [order, description] of [
    [a, '二手手提包'],
    [b, '二手衣物'],
  ] as const) {
    await page.getByLabel(`选择订单 ${order.orderNo}`).check();
    await page.getByLabel(`订单 ${order.orderNo} 申报品名`).fill(description);
    await expect(page.getByLabel(`订单 ${order.orderNo} 申报价值（日元）`)).toHaveValue(String(order.finalPrice));
  }
  await expect(page.getByTestId('method-quotes')).toContainText('EMS');
  await expect(page.getByTestId('estimate-total')).toContainText('4,400');
  await page.getByRole('button', { name: '提交发货申请' }).click();
  await expect(page.getByTestId('parcel-detail')).toBeVisible();
  const parcelId = Number(/\/users\/parcel\/(\d+)/.exec(page.url())?.[1]);
  expect(parcelId).toBeGreaterThan(0);
  await expect(page.getByTestId('parcel-status')).toHaveText('待打包');

  // Staff find it in the packing queue and open it: both items with their shelf boxes.
  await staff.goto('/#/admin/parcels');
  await expect(staff.getByTestId('admin-parcels')).toBeVisible();
  await staff
    .getByTestId('parcel-link')
    .filter({ hasText: `P${parcelId}` })
    .click();
  const desk = staff.getByTestId('admin-parcel-detail');
  await expect(desk).toBeVisible();
  await expect(desk.getByTestId('parcel-items')).toContainText(`订单 ${a.orderId}`);
  await expect(desk.getByTestId('parcel-items')).toContainText('35×25×15 cm');

  // Pack and weigh: the price from the EMS card shows before saving (2,300 g → ¥3,900 on the seeded card).
  const pack = staff.getByTestId('pack-form');
  for (const [label, value] of [
    ['重量（克）', '2300'],
    ['长（厘米）', '40'],
    ['宽（厘米）', '30'],
    ['高（厘米）', '20'],
  ]) {
    await pack.getByLabel(label).fill(value);
    await pack.getByLabel(label).blur();
  }
  const preview = staff.getByTestId('pack-preview');
  await expect(preview).toContainText('2,300 g');
  await expect(preview).toContainText('3,900');
  const total = Number((await staff.getByTestId('pack-total').textContent())?.replace(/[^\d]/g, ''));
  expect(total).toBeGreaterThanOrEqual(3900);
  await pack.getByRole('button', { name: '保存称重并计价' }).click();
  await confirmDialog(staff);
  await expect(desk.getByTestId('parcel-status')).toHaveText('待付款');
  await staff.getByTestId('parcel-photo-input').setInputFiles([{ name: 'scale.png', mimeType: 'image/png', buffer: PHOTO }]);
  await expect(staff.getByTestId('parcel-photos').locator('img')).toHaveCount(1);

  // The member pays the final price from the balance: balance and money history change, each fee once.
  const before = await balanceOf(page);
  await page.reload();
  await expect(page.getByTestId('parcel-status')).toHaveText('待付款');
  await expect(page.getByTestId('parcel-total')).toContainText(total.toLocaleString('en-US'));
  await page.getByRole('button', { name: '余额支付' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认付款' }).click();
  await expect(page.getByTestId('parcel-status')).toHaveText('待发货');
  expect(await balanceOf(page)).toBe(before - total);
  await expect(page.getByTestId('parcel-money')).toContainText('3,900');
  await page.goto('/#/users/charge');
  const ledger = page.getByTestId('ledger-table');
  await expect(ledger.locator('tr[data-kind="parcel_shipping"]')).toHaveCount(1);
  await expect(ledger.locator('tr[data-kind="parcel_consolidation"]')).toHaveCount(1);
  await expect(ledger.locator('tr[data-kind="parcel_shipping"]')).toContainText('3,900');

  // Staff ship it with a tracking number.
  await staff.reload();
  const ship = staff.getByTestId('ship-form');
  await ship.getByLabel('承运商').fill('日本邮政 EMS');
  await ship.getByLabel('国际运单号').fill('EJ123456789JP');
  await ship.getByRole('button', { name: '登记发货' }).click();
  await confirmDialog(staff);
  await expect(desk.getByTestId('parcel-status')).toHaveText('已发货');

  // The member sees the tracking number and the timeline, and confirms receipt.
  await page.goto(`/#/users/parcel/${parcelId}`);
  await page.reload();
  await expect(page.getByTestId('parcel-tracking')).toContainText('EJ123456789JP');
  const timeline = page.getByTestId('parcel-timeline');
  await expect(timeline).toContainText('已打包称重');
  await expect(timeline).toContainText('已从日本发出：日本邮政 EMS 运单号 EJ123456789JP');
  await page.getByRole('button', { name: '确认收货' }).click();
  await confirmDialog(page);
  await expect(page.getByTestId('parcel-status')).toHaveText('已签收');
  expect(await balanceOf(page)).toBe(before - total);

  // 概览: the parcel money check agrees with every parcel's ledger after the whole flow.
  await staff.goto('/#/admin');
  const deskCard = staff.getByTestId('parcel-desk');
  await deskCard.getByRole('button', { name: '立即核对包裹' }).click();
  await expect(deskCard.getByTestId('parcel-money-check')).toContainText('全部一致');
  await expect(deskCard.getByTestId('parcel-money-check')).not.toContainText('核对了 0 个包裹');
});

test('an inspection the member rejects becomes a problem order; staff return it with a full refund', async ({
  page,
  login,
  otherPage,
}) => {
  test.setTimeout(120_000);
  const member = await login({ newMember: 'reject' });
  const staff = await otherPage(OPERATOR);
  await creditMember(staff, member, 100_000);
  const start = await balanceOf(page);
  const [pick] = await pickAuctions(page, 1);
  const { orderId } = await orderToWarehouse(page, staff, pick, { weightG: 600, lengthCm: 20, widthCm: 15, heightCm: 8 }, true);
  expect(await balanceOf(page)).toBeLessThan(start);

  // The member rejects the inspected item with a reason.
  await page.goto(`/#/order/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('验货中');
  await page.getByRole('button', { name: '拒收' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '拒收验货商品' });
  await dialog.getByLabel('商品破损').check();
  await dialog.getByLabel('补充说明（选填）').fill('外壳有裂痕');
  await dialog.getByRole('button', { name: '确认拒收' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('问题订单');

  // Staff see the reason and return it to the seller with a full refund.
  await staff.goto(`/#/admin/orders/${orderId}`);
  const detail = staff.getByTestId('admin-order-detail');
  await expect(detail.getByTestId('order-status').first()).toHaveText('问题订单');
  await expect(staff.getByTestId('admin-timeline')).toContainText('商品破损');
  await staff.getByLabel('处理说明').fill('已联系卖家退货，全额退款');
  await staff.getByRole('button', { name: '退回卖家并全额退款' }).click();
  await confirmDialog(staff);
  await expect(detail.getByTestId('order-status').first()).toHaveText('交易失败');

  // Everything the order took is back in the balance.
  expect(await balanceOf(page)).toBe(start);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('交易失败');
  await page.goto('/#/users/charge');
  await expect(page.getByTestId('ledger-table').locator('tr[data-kind="order_refund"]')).not.toHaveCount(0);
});

test('the duty-paid line on a store started without ID_NUMBER_KEY; fees above the balance show the shortfall and a top-up, not a pay button', async ({
  page,
  login,
  otherPage,
}, testInfo) => {
  test.setTimeout(180_000);
  const member = await login({ newMember: 'line' });
  const staff = await otherPage(OPERATOR);
  const [pick] = await pickAuctions(page, 1);
  // Exactly what the order holds: after the purchase only the difference to the final price is left.
  await creditMember(staff, member, pick.maxBid + 300);
  const item = await orderToWarehouse(page, staff, pick, { weightG: 900, lengthCm: 30, widthCm: 20, heightCm: 10 }, false);

  // The recipient's ID number is saved (the key was generated beside the SQLite file at the first start).
  const address = await call<{ idNumberMasked: string | null }>(page, 'POST', '/api/address/add', {
    recipient: '张三',
    mobile: '13800138000',
    provinceCode: '11',
    cityCode: '1101',
    districtCode: '110108',
    street: '中关村大街 1 号 101 室',
    postcode: '100080',
    idNumber: '11010519491231002X',
  });
  expect(address.code, address.msg).toBe(0);
  expect(address.data.idNumberMasked).toBe('110***********002X');

  // The duty-paid line can be chosen and requested.
  await page.goto('/#/users/parcel/new');
  await page.getByLabel(`选择订单 ${item.orderNo}`).check();
  await page.getByLabel(`订单 ${item.orderNo} 申报品名`).fill('二手衣物');
  const line = page.getByTestId('method-quotes').locator('li').filter({ hasText: '空运专线（包税）' });
  await expect(line.getByRole('radio')).toBeEnabled();
  await line.getByRole('radio').check();
  await page.getByRole('button', { name: '提交发货申请' }).click();
  await expect(page.getByTestId('parcel-detail')).toBeVisible();
  const parcelId = Number(/\/users\/parcel\/(\d+)/.exec(page.url())?.[1]);
  expect(parcelId).toBeGreaterThan(0);

  // Staff pack and weigh it; the fees are above what is left in the balance.
  const packed = await postJson(staff, '/api/admin/parcel/pack', {
    parcelId,
    weightG: 1200,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 10,
  });
  expect(packed.code, packed.msg).toBe(0);
  const balance = (await call<{ balance: number }>(page, 'GET', '/api/user/balance')).data.balance;
  await page.reload();
  await expect(page.getByTestId('parcel-status')).toHaveText('待付款');
  const info = await call<{ parcel: { total: number; method: string } }>(page, 'GET', `/api/parcel/info?parcelId=${parcelId}`);
  expect(info.data.parcel.method).toBe('line');
  expect(info.data.parcel.total).toBeGreaterThan(balance);
  const short = page.getByTestId('parcel-shortfall');
  await expect(short).toContainText(`还差 ${formatYen(info.data.parcel.total - balance)}`);
  await expect(page.getByRole('button', { name: '余额支付' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('parcel-short-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(short).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('parcel-short-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('parcel-top-up-link').click();
  await expect(page).toHaveURL(/#\/users\/charge\?amount=\d+&back=/);
});
