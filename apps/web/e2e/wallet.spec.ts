import type { Page } from '@playwright/test';
import { advanceClock, expect, test } from './fixtures';

/** The top-up screen: both rates, yen ⇄ yuan, the sandbox page's cancel, expiry, and the ledger. */

async function startTopUp(page: Page): Promise<void> {
  await page.getByRole('button', { name: '立即充值' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '去支付' }).click();
  await expect(page.getByTestId('recharge-pending')).toBeVisible();
  await expect(page).toHaveURL(/rechargeId=/);
}

test('amounts convert between yen and yuan at the chosen channel, and the payer can cancel on the pay page', async ({
  page,
  login,
}) => {
  await login({ newMember: 'wal', name: '充值测试' });
  await page.goto('/#/users/charge');
  const summary = page.getByTestId('charge-summary');
  await expect(summary).toContainText('微信支付 482 元 · 支付宝 485 元');

  // Alipay, entered in yuan: 485 元 buys ¥10,000 at 0.0485.
  await page.getByTestId('channel-alipay').click();
  await page.getByRole('button', { name: '按人民币' }).click();
  const yuan = page.getByLabel('充值金额（人民币）');
  await yuan.fill('485');
  await yuan.blur();
  await expect(summary).toContainText('10,000 日元');
  await expect(summary).toContainText('需支付（支付宝）');
  await expect(summary).toContainText('485 元');
  // Back to yen keeps the same money.
  await page.getByRole('button', { name: '按日元' }).click();
  await expect(page.getByLabel('充值金额（日元）')).toHaveValue('10,000 日元');
  // Below the minimum: no top-up.
  await page.getByLabel('充值金额（日元）').fill('50');
  await page.getByLabel('充值金额（日元）').blur();
  await expect(page.getByRole('button', { name: '立即充值' })).toBeDisabled();
  await page.getByRole('button', { name: '30,000 日元' }).click();
  await expect(summary).toContainText('1,455 元');

  await startTopUp(page);
  await expect(page.getByTestId('recharge-pending')).toContainText('请使用支付宝扫码支付 1,455 元');
  const [payPage] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('pay-link').click()]);
  await payPage.getByRole('button', { name: '取消支付' }).click();
  // Closed only once the cashier shows the payment closed: closing it right after the click could abort the
  // cancel's request, and the top-up would stay open.
  await expect(payPage.getByText('交易已关闭')).toBeVisible();
  await payPage.close();
  await expect(page.getByTestId('recharge-closed')).toContainText('充值单已取消', { timeout: 15_000 });
  await page.getByRole('button', { name: '重新充值' }).click();
  await expect(page.getByRole('button', { name: '立即充值' })).toBeVisible();
  await expect(page.getByTestId('empty-state')).toContainText('暂无资金流水');
});

test('an unpaid top-up expires after 30 minutes and credits nothing', async ({ page, login }) => {
  test.setTimeout(90_000);
  await login({ newMember: 'exp', name: '充值测试' });
  await page.goto('/#/users/charge');
  await startTopUp(page);
  await advanceClock(page, 31 * 60_000);
  // The reconciliation job (every 30 s) closes it; the screen polls the status.
  await expect(page.getByTestId('recharge-closed')).toContainText('充值单已过期', { timeout: 45_000 });
  await page.reload();
  await expect(page.getByTestId('recharge-closed')).toBeVisible();
  await expect(page.getByTestId('empty-state')).toContainText('暂无资金流水');
});
