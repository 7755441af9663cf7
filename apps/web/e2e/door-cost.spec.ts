import { formatPrice, type ItemDetail } from '@daigou/contract';
import { callFromPage, expect, OPERATOR, pickAuction, postJson, screenShown, test } from './fixtures';

/**
 * Issue 28 §1 (decision 086): the cost to the member's door before the bid — on the item page, live at the order
 * check as the maximum is typed, from the weight class staff give a category in the console.
 */
test.describe('cost to the door', () => {
  test('the item page estimates a range to the door; the order check follows the maximum as it is typed', async ({
    page,
    login,
  }) => {
    await login();
    const { item } = await pickAuction(page, { endsAfterMs: 2 * 3_600_000, bidOnly: true });
    await page.goto(`/#/shop/product/${item.itemId}`);
    const panel = page.getByTestId('door-cost');
    await expect(panel).toContainText('到家费用估算');
    await expect(page.getByTestId('door-cost-total')).toContainText('日元');
    await panel.locator('summary').click();
    await expect(page.getByTestId('door-cost-note')).toContainText('这是估算');
    await expect(page.getByTestId('door-cost-international')).toContainText('日元');
    // Waiting 90 days for other items: 30 days past the free 60, at the default ¥50 a day.
    await page.getByTestId('door-cost-wait').selectOption('90');
    await expect(page.getByTestId('door-cost-storage')).toContainText('1,500');

    await page.goto(`/#/order/check/${item.itemId}`);
    await screenShown(page);
    const total = page.getByTestId('door-cost-total');
    await expect(total).toContainText('日元');
    const before = await total.textContent();
    const maxBid = item.currentPrice + 50_000;
    const input = page.getByLabel('最高出价（日元）');
    await input.fill(String(maxBid));
    await input.blur();
    await expect(total).not.toHaveText(before ?? '');
    await expect(page.getByTestId('door-cost')).toContainText(formatPrice(maxBid));
  });

  test('staff give a category a weight class in the console; the item page then estimates by it', async ({
    page,
    login,
    otherPage,
  }) => {
    await login();
    const { item } = await pickAuction(page, { endsAfterMs: 2 * 3_600_000 });
    const detail = await callFromPage<ItemDetail>(page, 'GET', `/api/goods/itemInfo?itemId=${item.itemId}`);
    const leaf = detail.data.categoryPath.at(-1);
    if (!leaf) throw new Error('the item has no category');

    const staff = await otherPage(OPERATOR);
    await staff.goto('/#/admin/shipping');
    const table = staff.getByTestId('weight-classes');
    await table.scrollIntoViewIfNeeded();
    await table.getByLabel('类目编号').fill(String(leaf.categoryId));
    await table.getByLabel('类目编号').blur();
    await expect(staff.getByTestId('weight-class-lookup')).toContainText(leaf.name);
    await table.getByLabel('重量等级').selectOption('xl');
    await table.getByRole('button', { name: '保存' }).click();
    await expect(staff.getByTestId(`weight-class-${leaf.categoryId}`)).toContainText('超大件');

    await page.goto(`/#/shop/product/${item.itemId}`);
    await page.getByTestId('door-cost').locator('summary').click();
    await expect(page.getByTestId('door-cost-note')).toContainText('超大件');
    await expect(page.getByTestId('door-cost-note')).toContainText(leaf.nameZh);

    // Put back: the category follows the name rules again.
    const removed = await postJson(staff, '/api/admin/catalog/weightClass/delete', { categoryId: leaf.categoryId });
    expect(removed.code, removed.msg).toBe(0);
  });
});
