import { formatPrice, type HelpPage } from '@daigou/contract';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { getSetting } from '../sys/settings-service';

/** Tags and attributes a help page may use; everything else (scripts, handlers, styles) is removed. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ol',
    'ul',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'br',
    'hr',
    'span',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  // Links from operators open in a new tab without handing it this page.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeHelpHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

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
  const page = await db.selectFrom('help_pages').select(['id', 'title', 'html']).where('id', '=', id).executeTakeFirst();
  if (!page) throw notFound('帮助页面不存在');
  const fees = await getSetting(db, 'fees');
  const html = page.html
    .replaceAll('{{serviceFee}}', formatPrice(fees.serviceFee))
    .replaceAll('{{inspectionFee}}', formatPrice(fees.inspectionFee));
  return { id: page.id, title: page.title, html: sanitizedForDisplay(html) };
}
