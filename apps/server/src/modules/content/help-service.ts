import { formatYen, type HelpPage } from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { sanitizeHtmlForDisplay } from '../../lib/html-sanitizer';
import { getSetting } from '../sys/settings-service';
import { findHelpPage } from './content-repository';

/** Help pages from operators go through the one sanitiser (lib/html-sanitizer.ts). */
export const sanitizeHelpHtml = sanitizeHtmlForDisplay;

/** Help pages as shown, by their HTML: sanitising is a pure function of the HTML, so each is done once. */
const shownHtml = new Map<string, string>();
const SHOWN_HTML_KEPT = 32;

function sanitizedForDisplay(html: string): string {
  let clean = shownHtml.get(html);
  if (clean === undefined) {
    clean = sanitizeHelpHtml(html);
    if (shownHtml.size >= SHOWN_HTML_KEPT) shownHtml.delete(shownHtml.keys().next().value as string);
    shownHtml.set(html, clean);
  }
  return clean;
}

/**
 * GET /api/index/help?id=1|2|3: order flow, fee standard (filled from the configured fees), purchase
 * notice. Sanitised HTML (however it entered the database), sanitised once per distinct page.
 */
export async function getHelpPage(db: Db, id: number): Promise<HelpPage> {
  const page = await findHelpPage(db, id);
  if (!page) throw notFound('帮助页面不存在');
  const fees = await getSetting(db, 'fees');
  // A fee placeholder becomes the marked yen amount (decision 052); pages seeded before it wrote `¥{{…}}`.
  const html = page.html
    .replace(/¥?\{\{serviceFee\}\}(\s*日元)?/g, formatYen(fees.serviceFee))
    .replace(/¥?\{\{inspectionFee\}\}(\s*日元)?/g, formatYen(fees.inspectionFee));
  return { id: page.id, title: page.title, html: sanitizedForDisplay(html) };
}
