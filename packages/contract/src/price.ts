const zhNumber = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

/**
 * Price display of spec §5: empty gives 0; zh-CN thousands separators; a value whose fraction is .00
 * is shown as an integer. Other fractions keep two digits (¥1,234.50).
 */
export function formatPrice(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  if (!Number.isFinite(n)) return '0';
  const rounded = Math.round(n * 100) / 100;
  if (Number.isInteger(rounded)) return zhNumber.format(rounded);
  return new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rounded);
}

/** Yen with the ¥ sign: ¥12,000 */
export function formatYen(value: number | string | null | undefined): string {
  return `¥${formatPrice(value)}`;
}

/** Yuan estimate of a yen amount at a rate (yuan per 1 yen), rounded up to the fen. */
export function yenToYuan(yen: number, rate: number): number {
  return Math.ceil(Math.round(yen * rate * 100 * 1e6) / 1e6) / 100;
}

/** Yuan with its sign, for estimates: 约 ¥578.40 is written as 约 578.4 元 by callers. */
export function formatYuan(value: number): string {
  return `${formatPrice(value)} 元`;
}
