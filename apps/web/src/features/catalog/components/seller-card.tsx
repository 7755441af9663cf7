import type { SellerSummary } from '@daigou/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './catalog.css';

/** The seller on an item page: name, store flag, location, rating score and share, risk level. */
export function SellerCard({
  seller,
  followAction,
  riskDetails,
}: {
  seller: SellerSummary;
  followAction?: ReactNode;
  riskDetails?: ReactNode;
}) {
  return (
    <aside className="seller-card" data-testid="seller-card" aria-label="卖家信息">
      <h2>卖家信息</h2>
      <Link to={`/seller/${seller.sellerId}`} className="seller-card__name">
        {seller.name}
      </Link>
      <div className="seller-card__tags">
        {seller.isStore && <span className="status-tag status-tag--store">店铺</span>}
        <span className={`risk-tag risk-tag--${seller.riskLevel}`} data-testid="seller-risk-level">
          {seller.riskLabel}
        </span>
      </div>
      <dl className="seller-card__facts">
        <dt>卖家 ID</dt>
        <dd>{seller.sellerId}</dd>
        <dt>所在地</dt>
        <dd>
          {seller.locationZh}
          {seller.locationZh !== seller.location && <span className="muted">（{seller.location}）</span>}
        </dd>
        <dt>评价分</dt>
        <dd>{seller.ratingScore}</dd>
        <dt>好评率</dt>
        <dd>
          {seller.goodRate}%<span className="muted">（{seller.ratingCount} 条评价）</span>
        </dd>
      </dl>
      {riskDetails}
      <div className="seller-card__actions">
        {followAction}
        <Link to={`/seller/${seller.sellerId}`} className="plain-link-button">
          卖家主页
        </Link>
      </div>
    </aside>
  );
}
