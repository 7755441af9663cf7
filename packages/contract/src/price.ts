/**
 * zh-CN grouping by hand: the same text as Intl.NumberFormat('zh-CN') (a test compares them), without the
 * first Intl constructor on the page's critical path (tens of milliseconds on a phone).
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Price display of spec §5: empty gives 0; zh-CN thousands separators; a value whose fraction is .00
 * is shown as an integer. Other fractions keep two digits (1,234.50).
 */
export function formatPrice(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  if (!Number.isFinite(n)) return '0';
  const rounded = Math.round(n * 100) / 100;
  const [whole, fraction] = Math.abs(rounded)
    .toFixed(Number.isInteger(rounded) ? 0 : 2)
    .split('.');
  return `${rounded < 0 ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** The unit every yen amount is marked with (decision 052): a Chinese reader takes a bare ¥ for 元. */
export const YEN_UNIT = '日元';

/** A yen amount marked as yen, never a bare ¥ (decision 052): 12,000 日元 */
export function formatYen(value: number | string | null | undefined): string {
  return `${formatPrice(value)} ${YEN_UNIT}`;
}

/** Yuan estimate of a yen amount at a rate (yuan per 1 yen), rounded up to the fen. */
export function yenToYuan(yen: number, rate: number): number {
  return Math.ceil(Math.round(yen * rate * 100 * 1e6) / 1e6) / 100;
}

/** Yuan with its unit: 578.4 元 (a yen amount's estimate is written 约 578.4 元). */
export function formatYuan(value: number): string {
  return `${formatPrice(value)} 元`;
}

/**
 * A number to at most one decimal, zh-CN grouping, no trailing .0 (1,234.5; 2; 0.3): a weight in kg.
 * By hand for the reason `formatPrice` is (decision 091: the item page's cost panel built a zh-CN
 * NumberFormat in its first render). Halves round up: 1.15 → 1.2.
 */
export function formatTenths(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const tenths = Math.round(Math.abs(value) * 10);
  const whole = groupThousands(String(Math.floor(tenths / 10)));
  const sign = value < 0 && tenths > 0 ? '-' : '';
  return `${sign}${whole}${tenths % 10 ? `.${tenths % 10}` : ''}`;
}
