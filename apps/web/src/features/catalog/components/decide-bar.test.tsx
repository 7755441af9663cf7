import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RatesProvider } from '../../../components/price/rates-context';
import { DecideBar } from './decide-bar';

afterEach(cleanup);

const draw = (onSale: boolean) =>
  render(
    <MemoryRouter>
      <RatesProvider rate={{ WechatRate: 0.05, AliRate: 0.05 }}>
        <DecideBar itemId="x1400000001" currentPrice={20305} endTime={Date.now() + 3_600_000 * 5} onSale={onSale} />
      </RatesProvider>
    </MemoryRouter>,
  );

describe('DecideBar', () => {
  it('shows the price in 日元 and 元, the time left and 立即下单 to the order check', () => {
    draw(true);
    const bar = screen.getByTestId('decide-bar');
    expect(bar.textContent).toContain('20,305 日元');
    expect(bar.textContent).toContain('约 1,015.25 元');
    expect(screen.getByTestId('countdown').textContent).toMatch(/距结束 0[45]:\d\d:\d\d/);
    expect(screen.getByTestId('decide-order').getAttribute('href')).toBe('/order/check/x1400000001');
  });

  it('offers no order once the auction is not on sale', () => {
    draw(false);
    expect(screen.queryByTestId('decide-order')).toBeNull();
    expect(screen.getByRole('button', { name: '不在售' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('decide-bar').textContent).toContain('拍卖已结束');
  });
});
