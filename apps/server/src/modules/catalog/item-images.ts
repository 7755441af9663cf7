import { hashString } from '../../marketplace/local/random';

/**
 * Generated item pictures: an SVG per item image, drawn from the item itself — distinct colours from
 * the item id and picture number, the title written on it. Deterministic, so it is cached for a year.
 */

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Splits a title into lines of about `width` full-width characters (ASCII counts half). */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  let size = 0;
  for (const c of text) {
    const w = c.charCodeAt(0) < 0x80 ? 0.55 : 1;
    if (size + w > width) {
      lines.push(line.trim());
      line = '';
      size = 0;
      if (lines.length === maxLines) break;
    }
    line += c;
    size += w;
  }
  if (lines.length < maxLines && line.trim()) lines.push(line.trim());
  if (lines.length === maxLines && [...lines.join('')].length < [...text.replace(/\s/g, '')].length) {
    lines[maxLines - 1] = `${[...lines[maxLines - 1]].slice(0, -1).join('')}…`;
  }
  return lines;
}

export function renderItemSvg(item: { itemId: string; title: string }, n: number, total: number): string {
  const h = hashString(`${item.itemId}:${n}`);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const shape = (h >>> 17) % 3;
  const lines = wrap(item.title, 11, 4);
  const motif =
    shape === 0
      ? `<circle cx="${420 + ((h >>> 3) % 80)}" cy="${170 + ((h >>> 5) % 60)}" r="${120 + ((h >>> 7) % 60)}" fill="#fff" fill-opacity=".16"/>`
      : shape === 1
        ? `<rect x="${330 + ((h >>> 3) % 60)}" y="${60 + ((h >>> 5) % 60)}" width="220" height="220" rx="36" fill="#fff" fill-opacity=".16" transform="rotate(${(h >>> 11) % 40} 440 170)"/>`
        : `<path d="M${360 + ((h >>> 3) % 60)} 300 L${470 + ((h >>> 5) % 60)} 70 L580 300 Z" fill="#fff" fill-opacity=".16"/>`;
  const text = lines
    .map((l, i) => `<text x="48" y="${330 + i * 56}" font-size="44" font-weight="700" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(item.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 62% 46%)"/><stop offset="1" stop-color="hsl(${hue2} 58% 30%)"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>${motif}
<g font-family="'Hiragino Sans','Noto Sans CJK JP','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif">${text}
<text x="48" y="560" font-size="24" fill="#fff" fill-opacity=".8">${escapeXml(item.itemId)}</text>
<text x="552" y="560" font-size="24" fill="#fff" fill-opacity=".8" text-anchor="end">${n} / ${total}</text></g>
</svg>`;
}

export function renderCategorySvg(category: { categoryId: number; name: string; nameZh: string }): string {
  const h = hashString(`category:${category.categoryId}`);
  const hue = h % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(category.nameZh)}">
<rect width="240" height="240" rx="28" fill="hsl(${hue} 55% 92%)"/>
<circle cx="120" cy="96" r="52" fill="hsl(${hue} 60% 48%)"/>
<text x="120" y="112" font-size="44" text-anchor="middle" fill="#fff" font-family="'Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif">${escapeXml([...category.nameZh][0] ?? '')}</text>
<text x="120" y="196" font-size="26" text-anchor="middle" fill="hsl(${hue} 45% 25%)" font-family="'Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif">${escapeXml(category.nameZh)}</text>
</svg>`;
}
