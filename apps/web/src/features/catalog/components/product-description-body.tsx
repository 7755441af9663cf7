import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Description HTML (in Chinese, or the seller's) is sanitised on the server; sanitised here again before it is shown. */
function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'img'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * The description's text: HTML sanitised again here, or the seller's plain text when there is no HTML. Its
 * own chunk (with DOMPurify), loaded when the description comes near the screen (decision 056).
 */
export default function ProductDescriptionBody({
  html,
  text,
  lang,
  testId,
}: {
  html: string | null;
  text: string;
  lang: 'zh-CN' | 'ja';
  testId: string;
}) {
  const clean = useMemo(() => (html === null ? null : sanitizeDescription(html)), [html]);
  if (clean === null)
    return (
      <div className="product-description__text" lang={lang} data-testid={testId}>
        {text}
      </div>
    );
  return (
    <div
      className="product-description__html"
      lang={lang}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server and again just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
