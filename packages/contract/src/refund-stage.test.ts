import { describe, expect, it } from 'vitest';
import { REFUND_STAGE_LABELS, refundStage } from './payments';

describe('refundStage (decision 069)', () => {
  it('an approved refund is queued until the job sends it, then refunding until the provider settles it', () => {
    expect(refundStage({ status: 'held', submittedAt: null })).toBe('held');
    expect(refundStage({ status: 'processing', submittedAt: null })).toBe('queued');
    expect(refundStage({ status: 'processing', submittedAt: 1 })).toBe('refunding');
    expect(refundStage({ status: 'succeeded', submittedAt: 1 })).toBe('done');
    expect(refundStage({ status: 'failed', submittedAt: 1 })).toBe('failed');
    expect(refundStage({ status: 'cancelled', submittedAt: null })).toBe('cancelled');
    expect(REFUND_STAGE_LABELS.queued).toBe('已排队');
  });
});
