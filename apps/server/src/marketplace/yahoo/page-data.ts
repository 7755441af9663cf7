/**
 * The machine-readable parts of an upstream HTML page: the Next.js data (`<script id="__NEXT_DATA__">`), the
 * JSON-LD blocks and the first `<h1>`. Plain string scanning: these are script blocks, not markup to walk.
 */

const NEXT_DATA = /<script\b[^>]*\bid="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/;
const JSON_LD = /<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;
const H1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/;

/** The page's Next.js data, or undefined when it has none or it is not JSON. */
export function nextData(html: string): unknown {
  const match = NEXT_DATA.exec(html);
  if (!match) return undefined;
  try {
    return JSON.parse(match[1]);
  } catch {
    return undefined;
  }
}

/** Every JSON-LD object of the page (blocks that are not JSON are skipped; arrays are flattened). */
export function jsonLdBlocks(html: string): unknown[] {
  const out: unknown[] = [];
  for (const match of html.matchAll(JSON_LD)) {
    try {
      const value: unknown = JSON.parse(match[1]);
      if (Array.isArray(value)) out.push(...value);
      else out.push(value);
    } catch {
      // A block that is not JSON says nothing.
    }
  }
  return out;
}

/** The text of the first `<h1>` (tags dropped, entities decoded, whitespace collapsed), or null. */
export function firstHeading(html: string): string | null {
  const match = H1.exec(html);
  if (!match) return null;
  const text = decodeEntities(match[1].replace(/<[^>]*>/g, ' '))
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
  return text || null;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

/** The value at a path of keys, or undefined. */
export function at(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
