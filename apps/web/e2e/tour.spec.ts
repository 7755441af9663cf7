import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { seriousAxeViolations } from './accessibility';
import { expect, screenShown, test } from './fixtures';
import {
  buildTourWorld,
  consoleRoutes,
  measureLayout,
  memberRoutes,
  OPERATOR,
  signIn,
  type TourRoute,
  type TourWorld,
} from './route-tour';

/**
 * Issue 13, "How it is checked": every route of the spec's table and every /users child, as a visitor and
 * as a member (and the console's screens as an operator), in each project — desktop, 390×844 and 360×740.
 * Each screen: no sideways scrolling, no fixed or sticky element over a control of the first screen, no
 * English error page, a Chinese title; a screenshot of each is kept under test-results/<mode>/screens/.
 */

let world: TourWorld;
test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  world = await buildTourWorld(browser, baseURL);
});

/** Waits for the screen to settle: no loading placeholder left, the network quiet. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"], main .loading, main .p-datatable-loading-overlay')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

async function tour(page: Page, testInfo: TestInfo, role: string, routes: TourRoute[]): Promise<void> {
  // A visitor's members-only routes all land on the same sign-in screen: axe checks each landed screen once.
  const checked = new Set<string>();
  for (const route of routes) {
    await test.step(`${role} ${route.path}`, async () => {
      await test.step('open', async () => {
        await page.goto(`/#${route.path}`);
        await screenShown(page);
        // Every console screen shows its own heading, /admin itself included.
        if (role === 'operator') await expect(page.locator('.admin-main h1')).toBeVisible();
      });
      await test.step('settle', () => settle(page));
      await test.step('screenshot', () =>
        page.screenshot({
          path: path.join(testInfo.project.outputDir, 'screens', testInfo.project.name, `${role}-${route.name}.png`),
        }));
      const layout = await test.step('layout', () => measureLayout(page));
      const where = `${role} ${route.path} (${testInfo.project.name})`;
      const width = page.viewportSize()?.width ?? layout.viewportWidth;
      expect.soft(layout.scrollWidth, `${where} is wider than the screen: ${layout.wide.join(', ')}`).toBeLessThanOrEqual(width);
      expect.soft(layout.covered, `${where}: controls under a fixed element`).toEqual([]);
      expect.soft(layout.scrollY, `${where} opens scrolled`).toBe(0);
      expect.soft(layout.text, `${where} shows a developer error`).not.toMatch(/Unexpected Application Error|Hey developer/);
      const landed = new URL(page.url()).hash.replace(/\?redirect=.*$/, '');
      if (!checked.has(landed)) {
        checked.add(landed);
        const violations = await test.step('axe', () => seriousAxeViolations(page));
        expect.soft(violations, `${where}: axe-core (WCAG 2.1 A/AA) serious or critical`).toEqual([]);
      }
    });
  }
}

test('a visitor sees every route laid out for the screen', async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  await tour(page, testInfo, 'visitor', memberRoutes(world));
});

test('a member sees every route laid out for the screen', async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  await signIn(page, world.member);
  await tour(page, testInfo, 'member', memberRoutes(world));
});

test('an operator sees every console screen laid out for the screen', async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  await signIn(page, OPERATOR);
  await tour(page, testInfo, 'operator', consoleRoutes(world));
});
