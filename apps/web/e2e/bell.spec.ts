import { callFromPage as call, creditMember, expect, OPERATOR, screenShown, test } from './fixtures';

/**
 * Issue 13 §5 and decision 045: the header bell counts unread system messages beside the order messages
 * (the spec's msgCount). Staff adjust a new member's balance in a second browser; the member's bell shows
 * the system message (its menu counts it apart on desktop), opens 系统消息, and reading the message clears it.
 * Runs on desktop and at 390×844.
 */
test('a system message lights the bell, which opens 系统消息; reading it clears the bell', async ({
  page,
  login,
  otherPage,
}, testInfo) => {
  const member = await login({ newMember: 'bell', name: '铃铛测试' });
  await page.goto('/#/users/');
  await screenShown(page);
  const bell = page.getByTestId('message-icon');
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('message-badge')).toHaveCount(0);

  // Staff adjust the member's balance: the member is told by a system message (no order message).
  const staff = await otherPage(OPERATOR);
  await creditMember(staff, member, 5000, '铃铛测试补偿');
  const orderCount = await call<{ totalNum: number }>(page, 'GET', '/api/order/msgCount?msgSource=订单消息');
  expect(orderCount.data.totalNum).toBe(0);

  // The bell asks on load (and every minute while the tab is shown).
  await page.reload();
  await screenShown(page);
  const badge = page.getByTestId('message-badge');
  await expect(badge).toHaveText('1');
  await expect(badge).toHaveAttribute('data-system', '1');
  await expect(badge).toHaveAttribute('data-order', '0');
  await expect(bell).toHaveAccessibleName(/^消息\s*（1 条未读：订单消息 0，系统消息 1）$/);

  if (!testInfo.project.use.isMobile) {
    // Desktop: hovering the bell shows the two counts apart.
    await bell.hover();
    const menu = page.getByTestId('message-menu');
    await expect(menu).toBeVisible();
    await expect(menu.locator('[data-source="系统消息"]')).toContainText('1 条未读');
    await expect(menu.locator('[data-source="订单消息"]')).toContainText('无未读');
    await page.screenshot({ path: testInfo.outputPath('bell-menu.png'), clip: { x: 640, y: 0, width: 640, height: 240 } });
  }

  // The bell opens the tab with the unread message.
  await bell.click();
  await screenShown(page);
  await expect(page).toHaveURL(/#\/message\?source=system$/);
  await expect(page.getByRole('tab', { name: /系统消息/ })).toHaveAttribute('aria-selected', 'true');
  await page.mouse.move(0, 400);
  await expect(page.getByTestId('message-menu')).toBeHidden();
  const item = page.getByTestId('message-item').first();
  await expect(item).toContainText('余额调整');
  await expect(item).toContainText('未读');
  await page.screenshot({ path: testInfo.outputPath('bell-system-tab.png'), fullPage: false });

  // Reading it clears the bell.
  await item.locator('.msg-item__head').click();
  await expect(item).toContainText('铃铛测试补偿');
  await expect(page.getByTestId('message-badge')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('消息');
});
