import type { Page } from '@playwright/test';
import { callFromPage, expect, test } from './fixtures';
import { paymentsPort } from './playwright.config';

/**
 * Top-ups through WeChat Pay and Alipay — their fake servers (apps/server/test/fakes), which sign, encrypt
 * and notify as the real ones do — on a desktop (QR / desktop cashier) and on a phone (H5 / wap redirect),
 * each ending on /charge/success with the balance credited; then a withdrawal approved by staff.
 */
const wechatBase = `http://localhost:${paymentsPort + 1}`;
const PHONE = { width: 390, height: 844 };

async function balance(page: Page): Promise<number> {
  return (await callFromPage<{ balance: number }>(page, 'GET', '/api/user/balance')).data.balance;
}

/** Starts a top-up on the charge screen: channel, amount, confirm; answers what the server created. */
async function startTopUp(page: Page, channel: 'wechat' | 'alipay', amount: number) {
  await page.goto('/#/users/charge');
  await page.getByTestId(`channel-${channel}`).click();
  const amountInput = page.getByLabel('充值金额（日元）');
  await amountInput.fill(String(amount));
  await amountInput.blur();
  const created = page.waitForResponse((r) => r.url().includes('/api/user/webRecharge'));
  await page.getByRole('button', { name: '立即充值' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '去支付' }).click();
  const recharge = (await (await created).json()).data as { rechargeId: string; qrCode: string | null; payMode: string };
  await expect(page.getByTestId('recharge-pending')).toBeVisible();
  return recharge;
}

async function expectCredited(page: Page, before: number, amount: number) {
  await expect(page).toHaveURL(/#\/charge\/success\?rechargeId=/, { timeout: 20_000 });
  await expect(page.getByTestId('charge-success')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => balance(page)).toBe(before + amount);
}

test.describe('desktop', () => {
  test('WeChat Pay: the native code shown as a QR, scanned and paid on the phone, credits the balance', async ({
    page,
    login,
    browser,
  }) => {
    await login();
    const before = await balance(page);
    const recharge = await startTopUp(page, 'wechat', 1_000);
    expect(recharge.payMode).toBe('qr');
    await expect(page.getByTestId('pay-qr').locator('img')).toBeVisible();
    // The payer's phone scans the code: WeChat opens its confirmation for the prepay id.
    const prepay = new URL(recharge.qrCode ?? '').searchParams.get('pr');
    const phone = await browser.newPage();
    await phone.goto(`${wechatBase}/pay/native?pr=${prepay}`);
    await phone.getByRole('button', { name: '确认支付' }).click();
    await expect(phone.getByText('✓ 支付成功')).toBeVisible();
    await phone.close();
    await expectCredited(page, before, 1_000);
  });

  test('Alipay: the desktop cashier (page pay) returns to the success screen', async ({ page, login }) => {
    await login();
    const before = await balance(page);
    const recharge = await startTopUp(page, 'alipay', 1_200);
    expect(recharge.payMode).toBe('redirect');
    await page.getByTestId('pay-redirect').click();
    await expect(page.getByRole('heading', { name: /支付宝收银台/ })).toBeVisible();
    await page.getByRole('button', { name: '确认付款' }).click();
    await expectCredited(page, before, 1_200);
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('WeChat Pay H5: the phone is sent to WeChat and back to the success screen', async ({ page, login }) => {
    await login();
    const before = await balance(page);
    const recharge = await startTopUp(page, 'wechat', 1_500);
    expect(recharge.payMode).toBe('redirect');
    await expect(page.getByTestId('pay-qr')).toHaveCount(0);
    await page.getByTestId('pay-redirect').click();
    await page.getByRole('button', { name: '确认支付' }).click();
    await expectCredited(page, before, 1_500);
  });

  test('Alipay wap pay: the phone pays at the wap cashier and comes back', async ({ page, login }) => {
    await login();
    const before = await balance(page);
    await startTopUp(page, 'alipay', 800);
    await page.getByTestId('pay-redirect').click();
    await page.getByRole('button', { name: '确认付款' }).click();
    await expectCredited(page, before, 800);
  });
});

test('a withdrawal asked by the member and approved by staff goes back to the channel it came from', async ({
  page,
  login,
  otherPage,
}) => {
  await login({ newMember: 'wd' });
  await startTopUp(page, 'alipay', 2_000);
  await page.getByTestId('pay-redirect').click();
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page.getByTestId('charge-success')).toBeVisible({ timeout: 20_000 });

  await page.goto('/#/users/withdraw');
  await expect(page.getByTestId('withdrawable')).toHaveText('2,000 日元');
  await page.getByLabel('提现金额（日元）').fill('1500');
  await page.getByLabel('提现金额（日元）').blur();
  await page.getByRole('button', { name: '申请提现' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('withdrawal').first()).toContainText('待审核');
  expect(await balance(page)).toBe(500);

  const staff = await otherPage({ account: 'admin', password: 'admin12345' });
  await staff.goto('/#/admin/payments');
  const row = staff.getByTestId('admin-withdrawals').getByRole('row').filter({ hasText: '1,500 日元' }).first();
  await row.getByTestId('withdrawal-approve').click();
  await staff.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  // Approval queues the refund; the refund job sends it within seconds and the console shows it settle
  // without a reload (decision 069).
  await expect(row.getByTestId('withdrawal-refund')).toHaveAttribute('data-stage', 'done', { timeout: 15_000 });
  await expect(row.getByTestId('withdrawal-refund')).toContainText('已退回');

  await page.reload();
  await expect(page.getByTestId('withdrawal').first()).toContainText('已完成', { timeout: 15_000 });
  await expect(page.getByTestId('withdrawal').first()).toContainText('退回支付宝 1,500 日元');
  expect(await balance(page)).toBe(500);
});
