import type { Rate, UserInfo } from '@daigou/contract';

/** Spec §2: only when logged in, both rates known and CustomAccount present. */
export function RateBar({ user, rate }: { user: UserInfo | undefined; rate: Rate | undefined }) {
  if (!user?.CustomAccount || !rate?.WechatRate || !rate?.AliRate) return null;
  return (
    <div className="rate-bar" data-testid="rate-bar">
      <div className="container rate-bar__inner">
        <span>
          您好，<strong>{user.CustomerName}</strong>，欢迎来到代购！
        </span>
        <span className="rate-bar__rates">
          今日汇率：
          <span>
            <i className="pi pi-comments" /> 微信 1 日元 = {rate.WechatRate} 元
          </span>
          <span>
            <i className="pi pi-wallet" /> 支付宝 1 日元 = {rate.AliRate} 元
          </span>
        </span>
      </div>
    </div>
  );
}
