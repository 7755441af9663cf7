import { expect, test } from './fixtures';

/**
 * MARKETPLACE=yahoo against the fake Yahoo! Auctions (E2E_MARKETPLACE=yahoo; pages written from real 2026
 * pages, scripts/e2e-server.mjs): a member pastes an item link and reads the item in Chinese; the upstream's
 * busy state is shown as such.
 */

const upstream = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? Number(process.env.E2E_PORT ?? 8199) + 100}`;
const BUYOUT_ITEM = 's1238539612';
const BID_ITEM = 'm1238496717';

test.describe('the real marketplace (fake upstream)', () => {
  test('pasting a desktop item link in the search bar opens the item, read from its page, in Chinese', async ({ page }) => {
    await page.goto('/#/');
    await page.getByRole('searchbox').fill(`https://page.auctions.yahoo.co.jp/jp/auction/${BUYOUT_ITEM}`);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/shop/product/${BUYOUT_ITEM}$`));
    const detail = page.getByTestId('product-detail');
    await expect(detail).toContainText('ARS10 遊戯王 はにわ 初期 Vol.1 PSA10相当');
    await expect(page.getByTestId('current-price')).toContainText('3,440 日元');
    await expect(page.getByTestId('fact-condition')).toContainText('近乎全新');
    await expect(page.getByTestId('fact-shipping')).toContainText('买家承担运费');
    await expect(page.getByTestId('fact-location')).toContainText('神奈川県');
    await expect(page.getByTestId('fact-category')).toContainText('单卡');
    // The seller's HTML description: read in Chinese by default, its Japanese a tap away.
    const description = page.getByTestId('product-description');
    // Below the first screen on a phone: drawn as the member scrolls to it.
    await description.scrollIntoViewIfNeeded();
    // No provider here: a labelled summary of the seller's terms, beside the original (decision 077).
    await expect(description).toContainText('要点摘要');
    await expect(description).toContainText('不接受退货');
    await description.getByRole('button', { name: '原文' }).click();
    await expect(description).toContainText('ご覧頂き有難うございます。');
    await expect(detail).toContainText('拍卖中');
  });

  test('/order/check takes a phone link and opens the item', async ({ page, login }) => {
    await login();
    await page.goto('/#/order/check');
    const box = page.getByTestId('paste-item-link');
    await box.getByRole('textbox').fill('ヤフオク');
    await box.getByRole('button', { name: '打开商品' }).click();
    await expect(box.getByRole('alert')).toContainText('没有识别出商品');
    await box.getByRole('textbox').fill(`https://auctions.yahoo.co.jp/jp/auction/${BID_ITEM}?sc_i=auc_sp_share`);
    await box.getByRole('button', { name: '打开商品' }).click();
    await expect(page).toHaveURL(new RegExp(`#/shop/product/${BID_ITEM}$`));
    await expect(page.getByTestId('product-detail')).toContainText('遊戯王 PSA10 ゼラ ゼラの儀式 2枚セット');
    await expect(page.getByTestId('fact-shipping')).toContainText('卖家包邮');
  });

  test('while the upstream refuses, the item page says 上游繁忙', async ({ page }) => {
    const outage = await page.request.post(`${upstream}/__fake/outage?status=429`);
    expect(outage.ok()).toBe(true);
    try {
      await page.goto('/#/shop/product/x1234567');
      await expect(page.getByTestId('error-state')).toContainText('上游繁忙');
      await expect(page.getByTestId('error-state')).toContainText('上游繁忙，请稍后再试');
    } finally {
      await page.request.delete(`${upstream}/__fake/outage`);
    }
  });
});
