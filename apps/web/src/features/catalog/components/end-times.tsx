import { beijingAndJapan } from '../../../lib/zone-time';
import './item-decide.css';

/** An auction time in 北京时间 with Japan's time beside it (issue 28 §5). */
export function ZoneTimes({ ms, testId }: { ms: number; testId?: string }) {
  const { beijing, japan } = beijingAndJapan(ms);
  return (
    <span className="zone-times" data-testid={testId}>
      <span>{beijing}</span> <span className="muted">（{japan}）</span>
    </span>
  );
}
