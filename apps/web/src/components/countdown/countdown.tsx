import { useServerNow } from './server-clock';
import '../shared-components.css';

/** Time left in Chinese: 2天 03:04:05, 03:04:05 under a day; null once ended. */
export function formatTimeLeft(ms: number): string | null {
  if (ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hh = String(Math.floor((total % 86_400) / 3600)).padStart(2, '0');
  const mm = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  const ss = String(total % 60).padStart(2, '0');
  return days > 0 ? `${days}天 ${hh}:${mm}:${ss}` : `${hh}:${mm}:${ss}`;
}

/** A live countdown to an auction's end; under an hour it turns urgent. */
export function Countdown({
  endTime,
  prefix = '剩余',
  endedText = '已结束',
}: {
  endTime: number;
  prefix?: string;
  endedText?: string;
}) {
  const now = useServerNow();
  const left = endTime - now;
  const text = formatTimeLeft(left);
  if (text === null) {
    return (
      <span className="countdown countdown--ended" data-testid="countdown">
        {endedText}
      </span>
    );
  }
  return (
    <span className={left < 3_600_000 ? 'countdown countdown--urgent' : 'countdown'} data-testid="countdown">
      <i className="pi pi-clock" aria-hidden="true" /> {prefix} <time dateTime={new Date(endTime).toISOString()}>{text}</time>
    </span>
  );
}
