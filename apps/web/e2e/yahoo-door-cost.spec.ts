import { expect, test } from './fixtures';

/**
 * Issue 28 §1 in Yahoo mode (fake upstream): the item's category comes from the real item page, and the estimate
 * reads its weight class from Yahoo's own category names (a single card is a small item).
 */
const CARD_ITEM = 's1238539612';

test('a Yahoo item page estimates the cost to the door from its real category', async ({ page }) => {
  await page.goto(`/#/shop/product/${CARD_ITEM}`);
  const panel = page.getByTestId('door-cost');
  await expect(panel).toContainText('到家费用估算');
  await panel.locator('summary').click();
  await expect(page.getByTestId('door-cost-note')).toContainText('小物件');
  // The buyer pays domestic shipping for this item: a range, charged at cost on arrival.
  await expect(page.getByTestId('door-cost-domestic')).toContainText('按实际金额扣除');
  await expect(page.getByTestId('door-cost-international')).toContainText('日元');
});
