import { yenToYuan } from '@daigou/contract';

/** What a top-up of `yen` costs in yuan at `rate` (yuan per 1 yen): ceil(J × rate × 100) fen, as the server prices it. */
export const yuanCost = (yen: number, rate: number): number => yenToYuan(yen, rate);

/** The most yen `yuan` buys at `rate`: the largest whole J whose price does not exceed it. */
export function yenForYuan(yuan: number, rate: number): number {
  if (!(yuan > 0) || !(rate > 0)) return 0;
  const fen = Math.round(yuan * 100);
  let yen = Math.floor(fen / (rate * 100) + 1e-9);
  while (yen > 0 && Math.round(yenToYuan(yen, rate) * 100) > fen) yen -= 1;
  return yen;
}
