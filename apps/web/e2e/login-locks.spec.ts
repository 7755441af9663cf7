import type { Page } from '@playwright/test';
import { callFromPage as call, expect, OPERATOR, test } from './fixtures';

/**
 * Decision 018 in Chromium: ten wrong passwords lock an account (the member is told how long to wait); the
 * operator sees the lock in the console and lifts it, and the member logs in.
 */
const MEMBER = { account: 'locked_e2e', password: 'abc12345' };

async function tryLogin(page: Page, password: string) {
  return call(page, 'POST', '/api/user/login', { account: MEMBER.account, password });
}

test('an operator lifts a login lock from the console and the member logs in', async ({ page, otherPage }) => {
  await page.goto('/#/');
  const form = { account: MEMBER.account, password: MEMBER.password, confirm: MEMBER.password, name: '锁定测试' };
  expect((await call(page, 'POST', '/api/user/register', form)).code).toBe(0);
  await call(page, 'POST', '/api/user/logout');
  for (let i = 0; i < 10; i++) expect((await tryLogin(page, `wrong-${i}`)).msg).toBe('账号或密码错误');
  expect((await tryLogin(page, MEMBER.password)).msg).toBe('登录失败次数过多，请 15 分钟后再试');

  const desk = await otherPage(OPERATOR);
  await desk.goto('/#/admin/login-locks');
  const screen = desk.getByTestId('admin-login-locks');
  // The account lock and the lock of the account from this address (the browser's).
  const rows = screen.getByRole('row').filter({ hasText: MEMBER.account });
  await expect(rows).toHaveCount(2);
  for (const kind of ['账号', '账号 + 地址']) {
    await rows
      .filter({ has: desk.getByRole('cell', { name: kind, exact: true }) })
      .getByRole('button', { name: '解除锁定' })
      .click();
    const dialog = desk.getByRole('dialog').filter({ hasText: '请确认' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(desk.getByText('已解除锁定').first()).toBeVisible();
  }
  await expect(rows).toHaveCount(0);
  await expect(screen.getByText('当前没有被锁定的账号或地址')).toBeVisible();

  expect((await tryLogin(page, MEMBER.password)).code).toBe(0);
});
