import { seriousAxeViolations } from './accessibility';
import { expect, screenShown, test } from './fixtures';

/** The check the tour and other specs rely on finds what it should, and again after the screen changes. */
test('the accessibility check reports a serious finding on a screen, and none once it is gone', async ({ page }) => {
  await page.goto('/#/login');
  await screenShown(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // A button with no name (WCAG 4.1.2, axe's button-name: critical), then a screen change without a new document.
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'nameless';
    document.querySelector('main')?.append(button);
  });
  expect(await seriousAxeViolations(page)).toEqual([expect.stringMatching(/^button-name #nameless/)]);
  await page.evaluate(() => document.getElementById('nameless')?.remove());
  await page.goto('/#/register');
  await screenShown(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
