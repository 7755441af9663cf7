import path from 'node:path';
import type { Page } from '@playwright/test';
import { callFromPage as call, expect, OPERATOR, test } from './fixtures';

/**
 * Decisions 042–043 in Chromium, with no SMTP server: the member confirms an email, forgets the password,
 * and the link is read from the embedded outbox in the console — as `npm start` shows every mail.
 */
const account = `mail_${Date.now().toString(36)}`;
const email = `${account}@example.com`;

/** The link (the first, or the one whose address contains `linkPart`) in the newest mail of `subject` to `to`. */
async function linkFromOutbox(desk: Page, subject: string, to = email, linkPart = ''): Promise<string> {
  await desk.goto('/#/admin/outbox');
  const screen = desk.getByTestId('admin-outbox');
  await screen.getByLabel('收件人').fill(to);
  const row = screen.getByRole('row').filter({ hasText: subject }).first();
  // The screen may still show the list from before this mail was queued: refresh until it is there.
  await expect(async () => {
    await screen.getByRole('button', { name: '刷新' }).click();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass();
  await row.getByRole('button').first().click();
  const link = desk
    .getByTestId('outbox-body')
    .getByRole('link')
    .filter({ hasText: linkPart || /./ })
    .first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('no link in the mail');
  return new URL(href).hash; // the app's route: #/reset?token=…, #/confirm-email?token=…, #/unsubscribe?t=…
}

/** How many mails of `subject` to `to` the outbox holds (whatever their state: queued ones count). */
async function mailsInOutbox(desk: Page, to: string, subject: string): Promise<number> {
  const outbox = await call<{ list: Array<{ subject: string }> }>(
    desk,
    'GET',
    `/api/admin/mail/outbox?to=${encodeURIComponent(to)}&limit=50`,
  );
  return outbox.data.list.filter((m) => m.subject.includes(subject)).length;
}

/** A top-up of ¥10,000 paid on the sandbox's page; answers once the balance shows it. */
async function topUp(page: Page): Promise<void> {
  const before = (await call<{ balance: number }>(page, 'GET', '/api/user/balance')).data.balance;
  const created = await call<{ payUrl: string }>(page, 'POST', '/api/user/webRecharge', { channel: 'alipay', amount: '10000' });
  expect(created.code, created.msg).toBe(0);
  const pay = await page.context().newPage();
  await pay.goto(created.data.payUrl);
  await pay.getByRole('button', { name: /确认支付/ }).click();
  // Closed only once the cashier has taken the payment (it then shows 充值成功): closing it right after the click
  // could abort the payment's request, and the balance would never move.
  await expect(pay).toHaveURL(/#\/charge\/success\?rechargeId=/);
  await pay.close();
  await expect
    .poll(async () => (await call<{ balance: number }>(page, 'GET', '/api/user/balance')).data.balance)
    .toBe(before + 10_000);
}

test('forgot password: the link from the outbox sets a new password, and the member logs in with it', async ({
  page,
  otherPage,
}, testInfo) => {
  await page.goto('/#/');
  const form = { account, password: 'first-pass1', confirm: 'first-pass1', name: '邮件测试', email };
  expect((await call(page, 'POST', '/api/user/register', form)).code).toBe(0);
  const desk = await otherPage(OPERATOR);

  // The email is confirmed with the link the confirmation mail carries.
  await page.goto(`/${await linkFromOutbox(desk, '请验证您的邮箱')}`);
  await expect(page.getByTestId('confirm-email-done')).toContainText(`${email} 已验证为您的邮箱`);
  await call(page, 'POST', '/api/user/logout');

  // Forgot password, from the login page.
  await page.goto('/#/login');
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await page.getByLabel('账号或邮箱').fill(account);
  await page.getByRole('button', { name: '发送重置链接' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText('重置密码的链接已发送');

  // The reset link, read from the outbox; a new password.
  await page.goto(`/${await linkFromOutbox(desk, '重置密码')}`);

  // The outbox on a phone (issue 13): its rows stack as cards, the open mail's body included, none wider
  // than the screen (a table scrolling sideways in its box would pass a page-width check alone).
  await desk.setViewportSize({ width: 390, height: 844 });
  const outbox = desk.getByTestId('admin-outbox');
  await expect(outbox.getByRole('row').filter({ hasText: '重置密码' }).first()).toBeVisible();
  await expect(desk.getByTestId('outbox-body').first()).toBeVisible();
  const fit = await desk.evaluate(() => {
    const wrapper = document.querySelector('[data-testid="admin-outbox"] .p-datatable-wrapper');
    return { page: document.documentElement.scrollWidth, table: wrapper?.scrollWidth ?? 0, box: wrapper?.clientWidth ?? 0 };
  });
  expect(fit.page).toBeLessThanOrEqual(390);
  expect(fit.table, 'the outbox table scrolls sideways').toBeLessThanOrEqual(fit.box);
  await desk.screenshot({ path: path.join(testInfo.outputDir, 'admin-outbox-390.png'), fullPage: true });
  await desk.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('新密码', { exact: true }).fill('second-pass2');
  await page.getByLabel('确认新密码').fill('second-pass2');
  await page.getByRole('button', { name: '设置新密码' }).click();

  // On to the login page with the account filled in: the new password logs in.
  await expect(page).toHaveURL(/#\/login\?account=/);
  await expect(page.getByLabel('账号')).toHaveValue(account);
  await page.getByLabel('密码', { exact: true }).fill('second-pass2');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/#\/login/);
  expect((await call<{ CustomAccount: string }>(page, 'GET', '/api/user/balance')).data.CustomAccount).toBe(account);
});

test('通知设置: the defaults bring a top-up’s mail, a kind turned off stays off, and the mail’s unsubscribe link turns it off', async ({
  page,
  otherPage,
}, testInfo) => {
  test.setTimeout(120_000);
  const who = `ntf_${Date.now().toString(36)}`;
  const address = `${who}@example.com`;
  await page.goto('/#/');
  const form = { account: who, password: 'notify-pass1', confirm: 'notify-pass1', name: '通知测试', email: address };
  expect((await call(page, 'POST', '/api/user/register', form)).code).toBe(0);
  await page.evaluate(() => localStorage.setItem('daigou_login_flag', String(Date.now())));
  const desk = await otherPage(OPERATOR);
  await page.goto(`/${await linkFromOutbox(desk, '请验证您的邮箱', address)}`);
  await expect(page.getByTestId('confirm-email-done')).toBeVisible();

  // The defaults (decision 061): news about money and goods on, follow-ups off — a top-up comes by mail too.
  await page.goto('/#/users/notify');
  await expect(page.getByTestId('notify-mail')).toContainText(`邮件将发送至 ${address}`);
  const byMail = (kind: string) => page.getByTestId('notify-mail').getByRole('switch', { name: kind });
  const topUpSwitch = byMail('充值到账');
  const flip = () =>
    page.getByTestId('notify-mail').locator('li').filter({ hasText: '充值到账' }).locator('.p-inputswitch').click();
  await expect(topUpSwitch).toBeChecked();
  await expect(byMail('出价被超过')).toBeChecked();
  await expect(byMail('验货照片已上传')).not.toBeChecked();
  await topUp(page);
  expect(await mailsInOutbox(desk, address, '充值成功')).toBe(1);

  // Off, and still off after a reload: the next top-up comes as a site message only.
  await flip();
  await expect(topUpSwitch).not.toBeChecked();
  await page.reload();
  await expect(topUpSwitch).not.toBeChecked();
  await topUp(page);
  expect(await mailsInOutbox(desk, address, '充值成功')).toBe(1);

  // On again: the next top-up puts a mail in the outbox.
  await flip();
  await expect(topUpSwitch).toBeChecked();
  await page.reload();
  await expect(topUpSwitch).toBeChecked();
  await page.screenshot({ path: path.join(testInfo.outputDir, 'users-notify-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(topUpSwitch).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(testInfo.outputDir, 'users-notify-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await topUp(page);
  expect(await mailsInOutbox(desk, address, '充值成功')).toBe(2);

  // The mail's own unsubscribe link, opened with no login: that kind is off again, and stays off.
  const unsubscribe = await linkFromOutbox(desk, '充值成功', address, '/#/unsubscribe');
  const stranger = await page.context().browser()?.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitor = await stranger?.newPage();
  if (!stranger || !visitor) throw new Error('no second context');
  await visitor.goto(`/${unsubscribe}`);
  await expect(visitor.getByTestId('unsubscribed')).toContainText('已退订「充值到账」邮件');
  await stranger.close();
  await page.reload();
  await expect(topUpSwitch).not.toBeChecked();
  await topUp(page);
  expect(await mailsInOutbox(desk, address, '充值成功')).toBe(2);
});
