import type { BidLive } from '@daigou/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { order } from '../../../testing/factories';
import { renderWithApp } from '../../../testing/render-with-app';
import { BidLivePanel } from './bid-live';

afterEach(cleanup);

const live = (overrides: Partial<BidLive> = {}): BidLive => ({
  state: 'leading',
  currentPrice: 2_500,
  bids: 7,
  endTime: Date.now() + 3 * 3_600_000,
  ourBid: 5_000,
  minimumBid: 2_600,
  raise: null,
  checkedAt: Date.now(),
  ...overrides,
});

const render = (bidLive: BidLive | null, extra: Parameters<typeof order>[0] = {}) =>
  renderWithApp(<BidLivePanel order={order({ kind: 'bid', status: 3, maxBid: 5_000, bidPlaced: true, bidLive, ...extra })} />);

describe('BidLivePanel', () => {
  it('leading: the tag, the price with the bid count, the maximum and the time left', () => {
    render(live());
    expect(screen.getByTestId('bid-live-state').textContent).toBe('领先');
    expect(screen.getByTestId('bid-live-price').textContent).toContain('2,500');
    expect(screen.getByTestId('bid-live-price').textContent).toContain('7 次出价');
    expect(screen.getByTestId('bid-live-max').textContent).toBe('5,000 日元');
    expect(screen.getByTestId('countdown').textContent).toMatch(/剩余 0[23]:\d\d:\d\d/);
    expect(screen.queryByTestId('bid-live-hint')).toBeNull();
  });

  it('outbid before the bid is placed: raise to at least the minimum', () => {
    render(live({ state: 'outbid', currentPrice: 6_000, minimumBid: 6_250, ourBid: null, raise: 'member' }), {
      bidPlaced: false,
    });
    expect(screen.getByTestId('bid-live-state').textContent).toBe('已被超越');
    expect(screen.getByTestId('bid-live-hint').textContent).toBe(
      '当前价已超过您的最高出价，提高最高出价（至少 6,250 日元）才能继续竞拍',
    );
  });

  it('outbid with staff bidding below the maximum: staff may raise; the bid staff placed is shown', () => {
    render(live({ state: 'outbid', currentPrice: 3_500, ourBid: 3_000, raise: 'staff' }));
    expect(screen.getByTestId('bid-live-hint').textContent).toBe('客服可在您的最高出价 5,000 日元 内继续加价');
    expect(screen.getByText('已出价')).toBeTruthy();
  });

  it('outbid with the maximum placed in full: nobody can raise', () => {
    render(live({ state: 'outbid', currentPrice: 5_250 }));
    expect(screen.getByTestId('bid-live-hint').textContent).toBe('您的最高出价已全部出完，出价后不能再修改');
  });

  it('unavailable says so quietly, still counting down; none at all without a status', () => {
    render(live({ state: 'unavailable', currentPrice: null, bids: null, minimumBid: null, checkedAt: null, ourBid: null }));
    expect(screen.getByTestId('bid-live-state').textContent).toBe('状态暂不可用');
    expect(screen.queryByTestId('bid-live-price')).toBeNull();
    expect(screen.getByTestId('countdown')).toBeTruthy();
    cleanup();
    render(null);
    expect(screen.queryByTestId('bid-live')).toBeNull();
  });
});
