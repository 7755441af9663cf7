import { formatYen, RECHARGE_MIN_YEN } from '@daigou/contract';
import { Link } from 'react-router';
import '../shared-components.css';

/** The top-up screen asked for what is missing (at least one top-up's minimum), coming back to `back` afterwards. */
export const topUpHref = (shortfall: number, back: string) =>
  `/users/charge?amount=${Math.max(shortfall, RECHARGE_MIN_YEN)}&back=${encodeURIComponent(back)}`;

/**
 * A balance too small to pay: what is missing, and the way to top it up — shown in place of the pay button,
 * before any confirmation, whether the balance is a little short or zero.
 */
export function BalanceShort({
  shortfall,
  back,
  testId,
  linkTestId,
}: {
  shortfall: number;
  back: string;
  testId: string;
  linkTestId: string;
}) {
  return (
    <div className="balance-short" role="alert" data-testid={testId}>
      <i className="pi pi-exclamation-circle" aria-hidden="true" />
      <span className="balance-short__text">
        余额不足，还差 <strong className="price">{formatYen(shortfall)}</strong>，充值后即可付款。
      </span>
      <Link to={topUpHref(shortfall, back)} className="p-button p-button-sm" data-testid={linkTestId}>
        <i className="pi pi-wallet" aria-hidden="true" />
        <span>去充值</span>
      </Link>
    </div>
  );
}
