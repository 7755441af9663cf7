import type { Rate, UserInfo } from '@daigou/contract';

/**
 * Spec §2: only when logged in, both rates known and CustomAccount present. One line at any width: on a
 * phone the welcome and the "1 日元 =" wording fold away and the member's name is cut short.
 */
export function RateBar({ user, rate }: { user: UserInfo | undefined; rate: Rate | undefined }) {
  if (!user?.CustomAccount || !rate?.WechatRate || !rate?.AliRate) return null;
  return (
    <div className="rate-bar" data-testid="rate-bar">
      <div className="container rate-bar__inner">
        <span className="rate-bar__greeting">
          您好，<strong>{user.CustomerName}</strong>
          <span className="wide-only">，欢迎来到代购！</span>
        </span>
        <span className="rate-bar__rates">
          <span className="wide-only">今日汇率：</span>
          <span className="narrow-only">汇率</span>
          <span>
            <i className="pi pi-comments wide-only" aria-hidden="true" /> 微信 <span className="wide-only">1 日元 = </span>
            {rate.WechatRate}
            <span className="wide-only"> 元</span>
          </span>
          <span>
            <i className="pi pi-wallet wide-only" aria-hidden="true" /> 支付宝 <span className="wide-only">1 日元 = </span>
            {rate.AliRate} 元<span className="narrow-only">/日元</span>
          </span>
        </span>
      </div>
    </div>
  );
}
