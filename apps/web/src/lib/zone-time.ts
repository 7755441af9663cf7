/**
 * Times in a fixed zone (decision 085): auctions end in Japan time, members live in 北京时间. Fixed offsets
 * (neither zone has summer time), written by hand for the same reason as format-date.ts: no Intl locale data
 * in an item page's first render.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export const BEIJING_OFFSET_H = 8;
export const JAPAN_OFFSET_H = 9;

/** The wall clock of a zone at an instant: 2026/11/30 and 21:05. */
export function zoneParts(ms: number, offsetHours: number): { date: string; time: string } {
  const d = new Date(ms + offsetHours * 3_600_000);
  return {
    date: `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
}

/**
 * 北京时间 2026/11/30 21:05（日本时间 22:05）; Japan's date is written too when it is another day
 * (日本时间 12/01 00:30).
 */
export function beijingAndJapan(ms: number): { beijing: string; japan: string } {
  const bj = zoneParts(ms, BEIJING_OFFSET_H);
  const jp = zoneParts(ms, JAPAN_OFFSET_H);
  return {
    beijing: `北京时间 ${bj.date} ${bj.time}`,
    japan: `日本时间 ${jp.date === bj.date ? '' : `${jp.date.slice(5)} `}${jp.time}`,
  };
}
