import type { SellerInfo } from '@daigou/contract';
import { formatPrice } from '@daigou/contract';
import type { ReactNode } from 'react';
import { formatLongDate } from '../../../lib/format-date';
import { SellerRiskPanel } from './seller-risk-panel';
import './sellers.css';

/** Account age in Chinese: 3 年 2 个月, or days under a month. */
export function accountAge(registeredAt: number, now: number): string {
  const days = Math.max(0, Math.floor((now - registeredAt) / 86_400_000));
  if (days < 30) return `${days} 天`;
  const months = Math.floor(days / 30.44);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return `${months} 个月`;
  return rest ? `${years} 年 ${rest} 个月` : `${years} 年`;
}

/** Good / normal / bad counts as a bar, with the good share and the score. */
export function RatingSummary({ seller }: { seller: SellerInfo }) {
  const { good, normal, bad } = seller.ratings;
  const total = good + normal + bad;
  const pct = (n: number) => (total ? (n / total) * 100 : 0);
  return (
    <div className="rating-summary" data-testid="rating-summary">
      <div className="rating-summary__head">
        <div>
          <span className="rating-summary__score">{formatPrice(seller.ratingScore)}</span>
          <span className="muted"> 评价分</span>
        </div>
        <div>
          好评率 <strong>{seller.goodRate}%</strong> <span className="muted">（共 {formatPrice(total)} 条）</span>
        </div>
      </div>
      <div className="rating-bar" role="img" aria-label={`好评 ${good}，中评 ${normal}，差评 ${bad}`}>
        <span className="rating-bar__good" style={{ width: `${pct(good)}%` }} />
        <span className="rating-bar__normal" style={{ width: `${pct(normal)}%` }} />
        <span className="rating-bar__bad" style={{ width: `${pct(bad)}%` }} />
      </div>
      <ul className="rating-counts">
        <li>
          <i className="dot dot--good" /> 好评 {formatPrice(good)}
        </li>
        <li>
          <i className="dot dot--normal" /> 中评 {formatPrice(normal)}
        </li>
        <li>
          <i className="dot dot--bad" /> 差评 {formatPrice(bad)}
        </li>
      </ul>
    </div>
  );
}

/** A seller's profile: name, store flag, location, account age, open items, rating summary, risk. */
export function SellerProfile({ seller, actions, now = Date.now() }: { seller: SellerInfo; actions?: ReactNode; now?: number }) {
  return (
    <section className="seller-profile" data-testid="seller-profile">
      <div className="seller-profile__id">
        <div className="seller-profile__avatar" aria-hidden="true">
          {seller.name.slice(0, 1)}
        </div>
        <div>
          <h1>
            {seller.name} {seller.isStore && <span className="status-tag status-tag--store">店铺</span>}
          </h1>
          <p className="muted">
            卖家 ID {seller.sellerId} · {seller.locationZh}
            {seller.registeredAt !== null &&
              ` · 注册于 ${formatLongDate(seller.registeredAt)}（${accountAge(seller.registeredAt, now)}）`}{' '}
            · 在售 {formatPrice(seller.openItems)} 件
          </p>
          {seller.viewer?.blacklisted && (
            <p className="seller-profile__warning">
              <i className="pi pi-ban" aria-hidden="true" /> 您已将该卖家加入黑名单
            </p>
          )}
        </div>
        {actions && <div className="seller-profile__actions">{actions}</div>}
      </div>
      <div className="seller-profile__grid">
        <RatingSummary seller={seller} />
        <SellerRiskPanel risk={seller.risk} />
      </div>
    </section>
  );
}
