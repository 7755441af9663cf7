import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';

/** Issue 4, "How it is checked": accounts and the member centre in real Chromium against the real server. */

const unique = () => `e2e_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function register(page: Page, account: string, name: string, password = 'abc12345') {
  await page.goto('/#/register');
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('昵称', { exact: true }).fill(name);
  await page.locator('#register-password').fill(password);
  await page.locator('#register-confirm').fill(password);
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(/#\/users\/$/);
}

async function logout(page: Page) {
  // The menu opens on hover; should the header move under a still pointer as the page settles (CI caught the menu
  // closed once), the member moves the mouse again, and so does this.
  await expect(async () => {
    await page.getByTestId('member-dropdown').hover();
    await page.getByRole('button', { name: '退出登录' }).click({ timeout: 2000 });
  }).toPass();
  await expect(page).toHaveURL(/#\/login$/);
}

test.describe('accounts', () => {
  test('register, log out, log in: the rate bar greets the member', async ({ page }) => {
    const account = unique();
    await page.goto('/#/register');
    // The login and registration screens hide the rate bar and the search bar.
    await expect(page.getByTestId('rate-bar')).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    // Clear Chinese errors before anything is sent.
    await page.getByLabel('账号', { exact: true }).fill(account);
    await page.getByLabel('昵称', { exact: true }).fill('测试会员');
    await page.locator('#register-password').fill('abcdefgh');
    await page.locator('#register-confirm').fill('abcdefgX');
    await page.getByRole('button', { name: '注册并登录' }).click();
    await expect(page.getByText('密码至少 8 位，且须同时包含字母和数字')).toBeVisible();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

    await register(page, account, '测试会员');
    await expect(page.getByTestId('rate-bar')).toContainText('您好，测试会员');
    await expect(page.getByTestId('member-name')).toHaveText('测试会员');
    await expect(page.getByTestId('member-balance')).toContainText('0 日元');
    await expect(page.getByRole('region', { name: '我的订单' })).toContainText('待付款');
    expect(await page.evaluate(() => localStorage.getItem('daigou_login_flag'))).not.toBeNull();

    await logout(page);
    expect(await page.evaluate(() => localStorage.getItem('daigou_login_flag'))).toBeNull();
    await expect(page.getByTestId('member-login')).toBeVisible();

    // A taken account is refused by the server in Chinese.
    await page.goto('/#/register');
    await page.getByLabel('账号', { exact: true }).fill(account.toUpperCase());
    await page.getByLabel('昵称', { exact: true }).fill('重复');
    await page.locator('#register-password').fill('abc12345');
    await page.locator('#register-confirm').fill('abc12345');
    await page.getByRole('button', { name: '注册并登录' }).click();
    await expect(page.getByText('该账号已被注册，请换一个')).toBeVisible();

    await page.goto('/#/login');
    await page.getByLabel('账号', { exact: true }).fill(account);
    await page.locator('#login-password').fill('wrong-pass1');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.locator('.auth-form__error')).toHaveText('账号或密码错误');
    await page.locator('#login-password').fill('abc12345');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByTestId('rate-bar')).toContainText('您好，测试会员');
    await expect(page.getByTestId('rate-bar')).toContainText('微信 1 日元');
  });

  test('login returns to the page the guard came from', async ({ page }) => {
    const account = unique();
    await register(page, account, '回跳');
    await logout(page);
    await page.goto('/#/users/setting');
    await expect(page).toHaveURL(/#\/login\?redirect=/);
    await page.getByLabel('账号', { exact: true }).fill(account);
    await page.locator('#login-password').fill('abc12345');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/#\/users\/setting$/);
  });

  test('a 401 from any call clears the flag and goes to /login with a return path', async ({ page }) => {
    await register(page, unique(), '过期');
    // The session ends on the server (as after 30 idle minutes) while the browser still has the flag.
    await page.context().clearCookies({ name: 'daigou_sid' });
    await page.goto('/#/users/setting');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fusers%2Fsetting/);
    expect(await page.evaluate(() => localStorage.getItem('daigou_login_flag'))).toBeNull();
  });

  test('change the avatar: the new image shows', async ({ page }) => {
    await register(page, unique(), '换头像');
    await page.goto('/#/users/setting');
    const avatar = page.locator('.avatar-upload img');
    await expect(avatar).toHaveAttribute('src', /default-avatar/);
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 220, g: 40, b: 90 } } })
      .png()
      .toBuffer();
    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('头像已更新')).toBeVisible();
    await expect(avatar).toHaveAttribute('src', /\/api\/user\/avatar\/[\w-]+\.webp\?t=\d+/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    // The header shows it too.
    await expect(page.locator('[data-testid=member-dropdown] img')).toHaveAttribute('src', /\/api\/user\/avatar\//);

    // Something that is not an image is refused with a Chinese message, and the avatar stays.
    const before = await avatar.getAttribute('src');
    await page.getByTestId('avatar-file').setInputFiles({
      name: 'evil.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await expect(page.getByText(/JPG、PNG、WebP 或 GIF 图片/).last()).toBeVisible();
    await expect(page.getByText('头像上传失败')).toBeVisible();
    expect(await avatar.getAttribute('src')).toBe(before);
  });

  test('profile, password and message settings are saved', async ({ page }) => {
    const account = unique();
    await register(page, account, '设置');
    await page.goto('/#/users/setting');
    await page.getByLabel('昵称', { exact: true }).fill('新昵称');
    await page.getByLabel('邮箱').fill('bad-mail');
    await page.getByRole('button', { name: '保存资料' }).click();
    await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();
    await page.getByLabel('邮箱').fill('me@example.cn');
    await page.getByRole('button', { name: '保存资料' }).click();
    await expect(page.getByText('资料已保存')).toBeVisible();
    await expect(page.getByTestId('rate-bar')).toContainText('您好，新昵称');

    await page.getByLabel('出价被超过').click();
    await page.getByRole('button', { name: '保存消息设置' }).click();
    await expect(page.getByText('消息设置已保存')).toBeVisible();
    await page.reload();
    await expect(page.locator('#msg-outbid')).not.toBeChecked();
    await expect(page.locator('#msg-topUp')).toBeChecked();

    await page.locator('#pw-oldPassword').fill('abc12345');
    await page.locator('#pw-password').fill('xyz98765');
    await page.locator('#pw-confirm').fill('xyz98765');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page.getByText('密码已修改')).toBeVisible();
    await logout(page);
    await page.getByLabel('账号', { exact: true }).fill(account);
    await page.locator('#login-password').fill('xyz98765');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByTestId('rate-bar')).toContainText('新昵称');
  });

  test('the personal centre menu leads to every child screen', async ({ page }) => {
    await register(page, unique(), '菜单');
    const menu = page.getByRole('navigation', { name: '个人中心菜单' });
    await menu.getByRole('link', { name: '联系客服' }).click();
    await expect(page.getByTestId('wechat-work')).toHaveAttribute('href', /^https:\/\//);
    await menu.getByRole('link', { name: '浏览历史' }).click();
    await expect(page).toHaveURL(/#\/users\/history$/);
    await menu.getByRole('link', { name: '卖家黑名单' }).click();
    await expect(page).toHaveURL(/#\/users\/shop\/black$/);
  });
});
