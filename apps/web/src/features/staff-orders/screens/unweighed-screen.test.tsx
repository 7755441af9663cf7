import '../../../app/prime-setup';
import type { AdminUnweighedList } from '@daigou/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import UnweighedScreen from './unweighed-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (orderId: number, orderNo: string) => ({
  orderId,
  orderNo,
  itemId: `x${orderId}`,
  title: `旧版本入库的商品 ${orderId}`,
  image: null,
  userId: 7,
  account: 'demo',
  status: 6 as const,
  arrivedAt: Date.UTC(2026, 9, 1),
});

describe('待称重', () => {
  it('lists the unweighed items and weighs one with its weight alone; the list is asked again', async () => {
    let weighed = false;
    const api = fakeApi({
      'GET /api/admin/warehouse/unweighed': (): AdminUnweighedList => ({
        list: weighed ? [item(12, 'DG20261001-BBBBBB')] : [item(11, 'DG20261001-AAAAAA'), item(12, 'DG20261001-BBBBBB')],
        total: weighed ? 1 : 2,
        page: 1,
        limit: 20,
      }),
      'POST /api/admin/order/measure': () => {
        weighed = true;
        return null;
      },
    });
    const { toasts } = renderWithApp(<UnweighedScreen />);
    const grams = await screen.findByLabelText('DG20261001-AAAAAA 的重量（克）');
    fireEvent.input(grams, { target: { value: '1250' } });
    fireEvent.blur(grams);
    fireEvent.click(screen.getAllByRole('button', { name: '保存重量' })[0]);
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/order/measure').map((c) => c.json)).toEqual([{ orderId: 11, weightG: 1250 }]),
    );
    await waitFor(() => expect(screen.queryByText('DG20261001-AAAAAA')).toBeNull());
    expect(toasts.map((t) => t.summary)).toContain('已保存 DG20261001-AAAAAA 的重量');
  });
});
