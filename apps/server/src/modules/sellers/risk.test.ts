import { describe, expect, it } from 'vitest';
import { assessSellerRisk } from './risk';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 21);
const base = { sellerId: 's', ratings: { good: 500, normal: 5, bad: 2 }, registeredAt: now - 2_000 * DAY, reports: [], now };

describe('seller risk', () => {
  it('is low for an established seller with few bad ratings', () => {
    expect(assessSellerRisk(base)).toEqual({ sellerId: 's', level: 'low', levelLabel: '低风险', reasons: [] });
  });

  it('flags few ratings as medium', () => {
    const r = assessSellerRisk({ ...base, ratings: { good: 3, normal: 0, bad: 0 } });
    expect(r.level).toBe('medium');
    expect(r.reasons).toEqual([expect.objectContaining({ code: 'few_ratings', severity: 'medium' })]);
    expect(r.reasons[0].text).toContain('3');
    expect(assessSellerRisk({ ...base, ratings: { good: 0, normal: 0, bad: 0 } }).reasons[0].text).toBe('该卖家暂无评价');
  });

  it('grades the share of bad ratings: above 2% medium, above 5% high', () => {
    expect(assessSellerRisk({ ...base, ratings: { good: 97, normal: 0, bad: 3 } }).level).toBe('medium');
    const high = assessSellerRisk({ ...base, ratings: { good: 90, normal: 0, bad: 10 } });
    expect(high.level).toBe('high');
    expect(high.reasons[0]).toMatchObject({ code: 'bad_share', text: '差评率 10.0%，高于 5%' });
    expect(assessSellerRisk({ ...base, ratings: { good: 98, normal: 0, bad: 2 } }).level).toBe('low');
  });

  it('flags new accounts: under 90 days medium, under 30 days high', () => {
    expect(assessSellerRisk({ ...base, registeredAt: now - 60 * DAY }).level).toBe('medium');
    expect(assessSellerRisk({ ...base, registeredAt: now - 10 * DAY }).reasons[0]).toMatchObject({
      code: 'new_account',
      severity: 'high',
    });
  });

  it('makes operator reports high and explains them', () => {
    const r = assessSellerRisk({ ...base, reports: [{ reason: '拒绝代购账户的订单' }] });
    expect(r.level).toBe('high');
    expect(r.reasons[0]).toMatchObject({ code: 'reported', text: '运营提示：拒绝代购账户的订单' });
  });

  it('makes two medium reasons high', () => {
    const r = assessSellerRisk({ ...base, ratings: { good: 5, normal: 0, bad: 0 }, registeredAt: now - 60 * DAY });
    expect(r.reasons.map((x) => x.severity)).toEqual(['medium', 'medium']);
    expect(r.level).toBe('high');
  });
});
