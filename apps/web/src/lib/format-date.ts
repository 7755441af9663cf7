/**
 * Dates and times as members and staff read them (zh-CN, 24-hour clock, the browser's own time zone), written
 * once for the whole app. Each takes epoch milliseconds; the ones that may be absent say '—'.
 *
 * Written by hand rather than with `Intl.DateTimeFormat`: building a zh-CN formatter loads the locale's
 * date data, ~30 ms on a phone (~120 ms at Lighthouse's 4× slowdown) inside the item page's first render
 * (decision 056), for output this simple.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** The three pieces every form is made of, from one reading of the date. */
function parts(ms: number): { date: string; longDate: string; time: string } {
  const d = new Date(ms);
  const [y, m, day] = [d.getFullYear(), d.getMonth() + 1, d.getDate()];
  return {
    date: `${y}/${pad(m)}/${pad(day)}`,
    longDate: `${y}年${m}月${day}日`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

/** 2025/03/01 */
export const formatDate = (ms: number): string => parts(ms).date;

/** 2025/03/01 14:05; '—' when absent. */
export const formatDateTime = (ms: number | null | undefined): string => {
  if (ms === null || ms === undefined) return '—';
  const p = parts(ms);
  return `${p.date} ${p.time}`;
};

/** 2025年3月1日 */
export const formatLongDate = (ms: number): string => parts(ms).longDate;

/** 2025年3月1日 14:05 */
export const formatMediumDateTime = (ms: number): string => {
  const p = parts(ms);
  return `${p.longDate} ${p.time}`;
};
