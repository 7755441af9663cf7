import { RISK_LEVEL_LABELS, type RiskLevel, type RiskReason, type SellerRisk } from '@daigou/contract';

/**
 * Seller risk (product.md; docs/decisions: seller risk rules). Each reason is medium or high:
 * - few ratings: fewer than 10 → medium;
 * - bad share (10+ ratings): above 2% → medium, above 5% → high;
 * - new account: under 90 days → medium, under 30 days → high;
 * - operator reports (for example 「拒绝代购」): each one → high.
 * The level is high with any high reason or two medium ones, medium with one, low with none.
 */
export const FEW_RATINGS = 10;
export const BAD_SHARE_MEDIUM = 0.02;
export const BAD_SHARE_HIGH = 0.05;
export const NEW_ACCOUNT_MEDIUM_DAYS = 90;
export const NEW_ACCOUNT_HIGH_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

export interface RiskInput {
  sellerId: string;
  ratings: { good: number; normal: number; bad: number };
  /** Null when the marketplace does not say: the account's age is then no reason either way. */
  registeredAt: number | null;
  reports: readonly { reason: string }[];
  now: number;
}

/** Whole days since the account was registered: the only way the time enters the assessment. */
export const accountAgeDays = (registeredAt: number | null, now: number) =>
  registeredAt === null ? null : Math.max(0, Math.floor((now - registeredAt) / DAY));

export function assessSellerRisk(input: RiskInput): SellerRisk {
  const reasons: RiskReason[] = [];
  const total = input.ratings.good + input.ratings.normal + input.ratings.bad;
  if (total < FEW_RATINGS) {
    reasons.push({
      code: 'few_ratings',
      severity: 'medium',
      text: total === 0 ? '该卖家暂无评价' : `该卖家仅有 ${total} 条评价，交易记录较少`,
    });
  } else {
    const share = input.ratings.bad / total;
    if (share > BAD_SHARE_MEDIUM) {
      const high = share > BAD_SHARE_HIGH;
      reasons.push({
        code: 'bad_share',
        severity: high ? 'high' : 'medium',
        text: `差评率 ${(share * 100).toFixed(1)}%，高于 ${high ? '5' : '2'}%`,
      });
    }
  }
  const days = accountAgeDays(input.registeredAt, input.now);
  if (days !== null && days < NEW_ACCOUNT_MEDIUM_DAYS) {
    reasons.push({
      code: 'new_account',
      severity: days < NEW_ACCOUNT_HIGH_DAYS ? 'high' : 'medium',
      text: `账号注册仅 ${days} 天`,
    });
  }
  for (const report of input.reports.slice(0, 5)) {
    reasons.push({ code: 'reported', severity: 'high', text: `运营提示：${report.reason}` });
  }
  const highs = reasons.filter((r) => r.severity === 'high').length;
  const mediums = reasons.length - highs;
  const level: RiskLevel = highs > 0 || mediums >= 2 ? 'high' : mediums === 1 ? 'medium' : 'low';
  return { sellerId: input.sellerId, level, levelLabel: RISK_LEVEL_LABELS[level], reasons };
}
