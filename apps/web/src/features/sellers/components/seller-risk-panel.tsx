import type { SellerRisk } from '@daigou/contract';
import { useSellerRisk } from '../api/get-seller-risk';
import './sellers.css';

/** The risk level and each reason behind it (few ratings, bad share, new account, operator reports). */
export function SellerRiskPanel({ risk, compact = false }: { risk: SellerRisk; compact?: boolean }) {
  return (
    <div className={`risk-panel risk-panel--${risk.level}${compact ? ' risk-panel--compact' : ''}`} data-testid="seller-risk">
      <p className="risk-panel__level">
        <i className={risk.level === 'low' ? 'pi pi-shield' : 'pi pi-exclamation-triangle'} aria-hidden="true" /> 风险评估：
        <strong>{risk.levelLabel}</strong>
      </p>
      {risk.reasons.length === 0 ? (
        <p className="risk-panel__none">暂未发现风险因素</p>
      ) : (
        <ul className="risk-panel__reasons">
          {risk.reasons.map((reason) => (
            <li key={reason.code} className={`risk-reason risk-reason--${reason.severity}`}>
              {reason.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The risk of one seller, loaded by id (for the seller card on item pages). Nothing while loading or on failure. */
export function SellerRiskById({ sellerId }: { sellerId: string }) {
  const risk = useSellerRisk(sellerId);
  if (!risk.data) return null;
  return <SellerRiskPanel risk={risk.data} compact />;
}
