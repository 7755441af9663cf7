import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only the violations are wanted: passes and incomplete results, thousands of nodes on a long list, are not
  // described or sent back.
  resultTypes: ['violations'],
};

/**
 * axe-core's WCAG 2.1 A and AA rules on the whole page; the serious and critical findings, one line each
 * (at most four elements per rule). axe-core is injected once per document: the app changes screens without
 * loading a new one, so a tour injects it once. @axe-core/playwright injected it on every check and finished
 * each run in a new page, 3–8× the time of the run itself (decision 102). The app has no frames to follow.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    // Colours are read as painted: a button that has just changed state (关注卖家 → 已关注) is still fading
    // between its two looks for 0.2 s, and a contrast read halfway is neither. Finite transitions and animations
    // are let finish first; endless ones (spinners) are not waited for.
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const { axe } = window as unknown as { axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> } };
    const result = await axe.run(document, options);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes
          .slice(0, 4)
          .map((n) => `${v.id} ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`),
      );
  }, RUN_OPTIONS);
}
