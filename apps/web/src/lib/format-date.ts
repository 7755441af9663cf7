/**
 * Dates and times as members and staff read them (zh-CN, 24-hour clock), written once for the whole app.
 * Each takes epoch milliseconds; the ones that may be absent say '—'.
 */
const dateTime = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const date = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit' });
const longDate = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' });
const mediumDateTime = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' });

/** 2025/03/01 14:05; '—' when absent. */
export const formatDateTime = (ms: number | null | undefined): string =>
  ms === null || ms === undefined ? '—' : dateTime.format(ms);

/** 2025/03/01 */
export const formatDate = (ms: number): string => date.format(ms);

/** 2025年3月1日 */
export const formatLongDate = (ms: number): string => longDate.format(ms);

/** 2025年3月1日 14:05 */
export const formatMediumDateTime = (ms: number): string => mediumDateTime.format(ms);
