const dateTime = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** Epoch ms as a zh-CN date and time; '—' when absent. */
export function formatTime(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '—' : dateTime.format(new Date(ms));
}

/** Yuan with two decimals. */
export function formatYuan(yuan: number): string {
  return `￥${yuan.toFixed(2)}`;
}

/** A fresh id for one submit of a money form, so a repeated click posts nothing twice. */
export function newRequestId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
