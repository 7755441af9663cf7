/**
 * Dates and times as members and staff read them (zh-CN, 24-hour clock), written once for the whole app.
 * Each takes epoch milliseconds; the ones that may be absent say '—'.
 */
/**
 * Each formatter is built on its first use: building one costs ~5 ms on a phone (a few times that on a slow
 * one), and the first screens need at most one of them.
 */
function formatter(options: Intl.DateTimeFormatOptions): (ms: number) => string {
  let built: Intl.DateTimeFormat | undefined;
  return (ms) => {
    built ??= new Intl.DateTimeFormat('zh-CN', options);
    return built.format(ms);
  };
}

const dateTime = formatter({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const date = formatter({ year: 'numeric', month: '2-digit', day: '2-digit' });
const longDate = formatter({ year: 'numeric', month: 'long', day: 'numeric' });
const mediumDateTime = formatter({ dateStyle: 'medium', timeStyle: 'short' });

/** 2025/03/01 14:05; '—' when absent. */
export const formatDateTime = (ms: number | null | undefined): string => (ms === null || ms === undefined ? '—' : dateTime(ms));

/** 2025/03/01 */
export const formatDate = (ms: number): string => date(ms);

/** 2025年3月1日 */
export const formatLongDate = (ms: number): string => longDate(ms);

/** 2025年3月1日 14:05 */
export const formatMediumDateTime = (ms: number): string => mediumDateTime(ms);
