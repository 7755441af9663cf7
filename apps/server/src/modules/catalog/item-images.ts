import { hashString } from '../../marketplace/local/random';

/**
 * Generated item pictures: an SVG per item image, drawn from the item itself — distinct colours and a shape from
 * the item id and picture number. Deterministic, so it is cached for a year.
 *
 * No text is drawn on them (decision 110): they stand in for a marketplace's JPEG photos, which a browser decodes
 * off the main thread, and an SVG's text is laid out on it, in a new font size for every size the picture is
 * shown at (a card, the gallery, its thumbnails) — on the item page nearly half of the page's font look-ups. The title
 * is beside every picture anyway, and stays in the picture's accessible name.
 */

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function renderItemSvg(item: { itemId: string; title: string }, n: number, total: number): string {
  const h = hashString(`${item.itemId}:${n}`);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const shape = (h >>> 17) % 3;
  const motif =
    shape === 0
      ? `<circle cx="${420 + ((h >>> 3) % 80)}" cy="${170 + ((h >>> 5) % 60)}" r="${120 + ((h >>> 7) % 60)}" fill="#fff" fill-opacity=".16"/>`
      : shape === 1
        ? `<rect x="${330 + ((h >>> 3) % 60)}" y="${60 + ((h >>> 5) % 60)}" width="220" height="220" rx="36" fill="#fff" fill-opacity=".16" transform="rotate(${(h >>> 11) % 40} 440 170)"/>`
        : `<path d="M${360 + ((h >>> 3) % 60)} 300 L${470 + ((h >>> 5) % 60)} 70 L580 300 Z" fill="#fff" fill-opacity=".16"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(item.title)} ${n} / ${total}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 62% 46%)"/><stop offset="1" stop-color="hsl(${hue2} 58% 30%)"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>${motif}
</svg>`;
}

/**
 * A hot category's tile picture: a tinted disc with a mark of its own colour and shape (decision 114). Shapes only,
 * as the item pictures: the tile prints the category's name beneath it, and at the tile's 56px its own text was a
 * 10px initial and an illegible 6px name, laid out in fonts of their own sizes on the home page's main thread.
 */
export function renderCategorySvg(category: { categoryId: number; name: string; nameZh: string }): string {
  const h = hashString(`category:${category.categoryId}`);
  const hue = h % 360;
  const shape = (h >>> 9) % 3;
  const mark =
    shape === 0
      ? `<rect x="92" y="92" width="56" height="56" rx="12" fill="#fff" fill-opacity=".9" transform="rotate(${(h >>> 11) % 45} 120 120)"/>`
      : shape === 1
        ? `<circle cx="120" cy="120" r="30" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="14"/>`
        : `<path d="M120 86 L152 146 L88 146 Z" fill="#fff" fill-opacity=".9" stroke="#fff" stroke-linejoin="round" stroke-width="8"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(category.nameZh)}">
<rect width="240" height="240" rx="28" fill="hsl(${hue} 55% 92%)"/>
<circle cx="120" cy="120" r="78" fill="hsl(${hue} 60% 48%)"/>${mark}
</svg>`;
}
