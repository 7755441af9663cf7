import sanitizeHtml from 'sanitize-html';

/**
 * Tags and attributes HTML from outside the code may keep when shown (help pages from operators, item descriptions
 * from the real marketplace's sellers); everything else (scripts, handlers, styles, images) is removed.
 */
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
  // Elements whose content is code, markup or hidden fallback, never text for the reader: dropped whole, not
  // unwrapped into visible text (issue 25 §10: a seller's script read as `window.… = document.cookie`).
  // Comments are always dropped.
  nonTextTags: [
    'script',
    'style',
    'noscript',
    'template',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'textarea',
    'select',
    'option',
    'title',
    'head',
    'noembed',
    'noframes',
    'xmp',
  ],
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  // Links from operators open in a new tab without handing it this page.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeHtmlForDisplay(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}
