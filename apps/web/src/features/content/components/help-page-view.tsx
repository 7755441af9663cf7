import type { HelpPage } from '@daigou/contract';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { HELP_PAGES } from '../api/get-help-page';
import './content.css';

/** Operators' HTML is sanitised before display: no scripts, handlers, frames or forms survive. */
export function sanitizeHelpHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** Tabs for the three help pages (spec §2: 1 order flow, 2 fee standard, 3 purchase notice). */
export function HelpTabs({ current }: { current: number }) {
  return (
    <nav className="help-tabs" aria-label="帮助页面">
      {HELP_PAGES.map((page) => (
        <Link
          key={page.id}
          to={`/guide?id=${page.id}`}
          className={page.id === current ? 'help-tab help-tab--active' : 'help-tab'}
          aria-current={page.id === current ? 'page' : undefined}
        >
          {page.title}
        </Link>
      ))}
    </nav>
  );
}

/** One help page: its title and its sanitised HTML. */
export function HelpPageView({ page }: { page: HelpPage }) {
  const html = useMemo(() => sanitizeHelpHtml(page.html), [page.html]);
  // Pages that open with their own heading of the same title keep the page heading for screen readers only.
  const ownHeading =
    html
      .trimStart()
      .match(/^<h[1-3][^>]*>([^<]*)</)?.[1]
      ?.trim() === page.title.trim();
  return (
    <article className="help-page" data-testid="help-page">
      <h1 className={ownHeading ? 'visually-hidden' : undefined}>{page.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above */}
      <div className="help-page__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
