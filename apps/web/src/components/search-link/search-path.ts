/** Search parameters carried in the search screens' URL (all optional). */
export type SearchLinkParams = Record<string, string | number | boolean | undefined | null>;

/**
 * The search screen for the system setting searchPage (spec §2: 'official' → /search, anything else →
 * /searchByPage) with its query string; empty values are left out.
 */
export function searchPath(searchPage: string | undefined, params: SearchLinkParams = {}): string {
  const base = searchPage === undefined || searchPage === 'official' ? '/search' : '/searchByPage';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    query.set(key, value === true ? '1' : String(value));
  }
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** A function from search parameters to a path: what screens receive to build their links. */
export type SearchLinkBuilder = (params: SearchLinkParams) => string;
