/**
 * Dates and times as members and staff read them (zh-CN, 24-hour clock, the browser's own time zone), written
 * once for the whole app. Each takes epoch milliseconds; the ones that may be absent say '—'.
 *
 * Written by hand rather than with `Intl.DateTimeFormat`: building a zh-CN formatter loads the locale's
 * date data, ~30 ms on a phone (~120 ms at Lighthouse's 4× slowdown) inside the item page's first render
 * (decision 056), for output this simple.
 */
const pad = (n: number) => String(n).padStart(2, '0');

function parts(ms: number) {
  const d = new Date(ms);
  return { y: d.getFullYear(), m: d.getMonth() + 1, d: d.getDate(), time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

/** 2025/03/01 */
export const formatDate = (ms: number): string => {
  const p = parts(ms);
  return `${p.y}/${pad(p.m)}/${pad(p.d)}`;
};

/** 2025/03/01 14:05; '—' when absent. */
export const formatDateTime = (ms: number | null | undefined): string =>
  ms === null || ms === undefined ? '—' : `${formatDate(ms)} ${parts(ms).time}`;

/** 2025年3月1日 */
export const formatLongDate = (ms: number): string => {
  const p = parts(ms);
  return `${p.y}年${p.m}月${p.d}日`;
};

/** 2025年3月1日 14:05 */
export const formatMediumDateTime = (ms: number): string => `${formatLongDate(ms)} ${parts(ms).time}`;
