/** Local search history (spec §3): a list of strings in browser storage under a product-specific key. */
export const SEARCH_HISTORY_KEY = 'daigou_search_history';
const CAP = 30;

function read(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function write(list: string[]): string[] {
  try {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
  } catch {
    // storage unavailable: the history simply is not kept
  }
  return list;
}

export const searchHistory = {
  list: read,
  /** Newest first, no duplicates. */
  add: (keyword: string) => write([keyword, ...read().filter((k) => k !== keyword)].slice(0, CAP)),
  remove: (keyword: string) => write(read().filter((k) => k !== keyword)),
  clear: () => write([]),
};
