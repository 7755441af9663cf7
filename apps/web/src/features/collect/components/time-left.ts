/** 「2天3小时」「3小时12分」「12分」「不到1分钟」 */
export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return '已结束';
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days}天${hours}小时`;
  if (hours > 0) return `${hours}小时${mins}分`;
  if (mins > 0) return `${mins}分`;
  return '不到1分钟';
}
