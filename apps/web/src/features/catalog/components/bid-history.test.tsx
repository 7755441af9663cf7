import type { BidHistory } from '@daigou/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RatesProvider } from '../../../components/price/rates-context';
import { BidHistoryList } from './bid-history';

afterEach(cleanup);

const history = (patch: Partial<BidHistory> = {}): BidHistory => ({
  itemId: 'x1400000001',
  bids: 3,
  readAt: null,
  entries: [
    // 2026-11-30 13:05 UTC: 21:05 in Beijing, 22:05 in Japan.
    { bidder: 'ymb********', amount: 20305, time: Date.UTC(2026, 10, 30, 13, 5), highest: true, mine: false },
    { bidder: 'k***4', amount: 20000, time: Date.UTC(2026, 10, 30, 12, 0), highest: false, mine: true },
    { bidder: 'tok********', amount: 15500, time: null, highest: false, mine: false },
  ],
  ...patch,
});

describe('BidHistoryList', () => {
  it('shows each bidder as masked, the amount in 日元 and 元, the time in 北京时间 with Japan beside it', () => {
    render(
      <RatesProvider rate={{ WechatRate: 0.05, AliRate: 0.05 }}>
        <BidHistoryList history={history()} />
      </RatesProvider>,
    );
    const rows = screen.getAllByTestId('bid-history-row');
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain('ymb********');
    expect(rows[0].textContent).toContain('最高出价');
    expect(rows[0].textContent).toContain('20,305 日元');
    expect(rows[0].textContent).toContain('约 1,015.25 元');
    expect(rows[0].textContent).toContain('2026/11/30 21:05（日本时间 22:05）');
    expect(rows[2].textContent).not.toContain('日本时间');
  });

  it("marks only the member's own bid 我的出价", () => {
    render(<BidHistoryList history={history()} />);
    const mine = screen.getAllByTestId('bid-mine');
    expect(mine).toHaveLength(1);
    expect(mine[0].closest('li')?.textContent).toContain('k***4');
    expect(screen.getAllByTestId('bid-history-row')[1].dataset.mine).toBe('true');
    expect(screen.getAllByTestId('bid-history-row')[0].dataset.mine).toBeUndefined();
  });

  it('says so when there are no bids', () => {
    render(<BidHistoryList history={history({ entries: [], bids: 0 })} />);
    expect(screen.getByTestId('bid-history-empty').textContent).toBe('暂无出价');
  });
});
