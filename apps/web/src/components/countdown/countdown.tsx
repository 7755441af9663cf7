import { useEffect, useRef, useState } from 'react';
import { serverNow } from './server-clock';
import { tickWhileShown } from './shown-ticker';
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

type Phase = 'running' | 'urgent' | 'ended';
const URGENT_MS = 3_600_000;
const phaseOf = (left: number): Phase => (left <= 0 ? 'ended' : left < URGENT_MS ? 'urgent' : 'running');

/**
 * A live countdown to an auction's end; under an hour it turns urgent. Each second only the shown
 * countdowns tick, and a tick writes the time's text itself: React renders again only when the countdown
 * turns urgent or ends (decision 091: sixty cards re-rendering every second were a long task each second
 * on a slow phone).
 */
export function Countdown({
  endTime,
  prefix = '剩余',
  endedText = '已结束',
}: {
  endTime: number;
  prefix?: string;
  endedText?: string;
}) {
  const left = endTime - serverNow();
  const [phase, setPhase] = useState<Phase>(() => phaseOf(left));
  const shownPhase = phaseOf(left);
  const box = useRef<HTMLSpanElement>(null);
  const time = useRef<HTMLTimeElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the shown phase swaps the box element the tick watches
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    return tickWhileShown(element, () => {
      const now = endTime - serverNow();
      const next = phaseOf(now);
      if (next !== phase) setPhase(next);
      else if (time.current) {
        const text = formatTimeLeft(now);
        if (time.current.textContent !== text) time.current.textContent = text;
      }
    });
  }, [endTime, phase, shownPhase]);

  if (shownPhase === 'ended') {
    return (
      <span ref={box} className="countdown countdown--ended" data-testid="countdown">
        {endedText}
      </span>
    );
  }
  return (
    <span ref={box} className={shownPhase === 'urgent' ? 'countdown countdown--urgent' : 'countdown'} data-testid="countdown">
      <i className="pi pi-clock" aria-hidden="true" /> {prefix}{' '}
      <time ref={time} dateTime={new Date(endTime).toISOString()}>
        {formatTimeLeft(left)}
      </time>
    </span>
  );
}
