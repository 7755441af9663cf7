import type { OrderInfo, OrderList } from '@daigou/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { order } from '../../../testing/factories';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { OrderDetailScreen } from './order-detail-screen';
import { OrderListScreen } from './order-list-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const now = Date.now();
const warehoused = (orderId: number, parcelId: number | null) =>
  order({
    orderId,
    orderNo: `DG20261126-00000${orderId}`,
    status: 6,
    statusLabel: '已入库',
    actions: ['message'],
    arrivedAt: now - 3 * 86_400_000,
    weightG: 700,
    parcelId,
  });
const shippedParcel = { parcelId: 12, status: 5 as const, statusLabel: '已发货' };

describe('an order in an international parcel shows the parcel (decision 058)', () => {
  it('on the list: the card’s tag is the parcel’s state with a link to it; a waiting item stays 已入库', async () => {
    const api = fakeApi({
      'GET /api/order/list': (): OrderList => ({
        list: [warehoused(1, 12), warehoused(2, null), warehoused(3, 13)],
        total: 3,
        page: 1,
        limit: 10,
        counts: { all: 3, '6': 1, parcel: 2 },
        parcels: { '12': shippedParcel, '13': { parcelId: 13, status: 21, statusLabel: '问题包裹' } },
      }),
    });
    renderWithApp(<OrderListScreen />, { path: '/users/order?type=all' });
    const cards = await screen.findAllByTestId('order-card');
    expect(within(cards[0]).getByTestId('order-status').textContent).toBe('包裹已发货');
    const link = within(cards[0]).getByTestId('order-parcel-link');
    expect(link.textContent).toBe('国际包裹 P12 · 已发货');
    expect(link.getAttribute('href')).toBe('/users/parcel/12');
    expect(within(cards[1]).getByTestId('order-status').textContent).toBe('已入库');
    expect(within(cards[1]).queryByTestId('order-parcel-link')).toBeNull();
    expect(within(cards[2]).getByTestId('order-status').textContent).toBe('问题包裹');
    expect(screen.getByTestId('order-tab-parcel').textContent).toBe('国际发货2');
    expect(screen.getByTestId('order-tab-6').textContent).toBe('已入库1');
    expect(api.calls[0]?.query.get('type')).toBe('all');
  });

  it('on the detail: the parcel’s state, what it means and the link replace “已入库 · 可申请发货”', async () => {
    const info = (parcel: OrderInfo['parcel'], parcelId: number | null): OrderInfo => ({
      order: warehoused(1, parcelId),
      timeline: [],
      money: [],
      unreadMessages: 0,
      parcel,
    });
    fakeApi({ 'GET /api/order/info': () => info({ ...shippedParcel, status: 6, statusLabel: '已签收' }, 12) });
    renderWithApp(<OrderDetailScreen orderId={1} thread={null} />);
    const hint = await screen.findByTestId('order-hint');
    expect(hint.textContent).toContain('包裹已签收，本订单已完成。');
    expect(hint.textContent).not.toContain('申请发货');
    expect(within(hint).getByTestId('order-parcel-link').getAttribute('href')).toBe('/users/parcel/12');
    expect(screen.getAllByTestId('order-status')[0]?.textContent).toBe('包裹已签收');
    expect(screen.getByTestId('fact-parcel').textContent).toContain('包裹 P12（已签收）');
    cleanup();
    vi.unstubAllGlobals();
    fakeApi({ 'GET /api/order/info': () => info(null, null) });
    renderWithApp(<OrderDetailScreen orderId={1} thread={null} />);
    expect((await screen.findByTestId('order-hint')).textContent).toBe('商品已入库，可在「国际包裹」申请发货到国内。');
  });
});
