/** Yuan with two decimals, as the top-up records hold them. */
export function formatYuan(yuan: number): string {
  return `￥${yuan.toFixed(2)}`;
}
