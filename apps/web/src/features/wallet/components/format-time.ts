const dateTime = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** 2025/03/01 14:05 */
export const formatDateTime = (ms: number): string => dateTime.format(ms);
