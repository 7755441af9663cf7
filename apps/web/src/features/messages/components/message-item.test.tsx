import type { Message } from '@daigou/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { MessageItem, titleParts } from './message-item';

afterEach(cleanup);

const notice = (msgId: number, title: string): Message => ({
  msgId,
  orderId: 7,
  msgSource: '系统消息',
  sender: 'system',
  title,
  content: '详情',
  read: false,
  createdAt: Date.UTC(2026, 10, 28, 2, 0),
});

describe('notice titles', () => {
  it('put what happened first, so notices of one order differ at a glance', () => {
    expect(titleParts('订单 DG20261128-GYQAM8：已发货')).toEqual({ what: '已发货', about: '订单 DG20261128-GYQAM8' });
    expect(titleParts('余额调整')).toEqual({ what: '余额调整', about: null });
    for (const [id, what] of [
      [1, '已购买'],
      [2, '已发货'],
      [3, '已入库'],
    ] as const) {
      renderWithApp(
        <MessageItem
          message={notice(id, `订单 DG20261128-GYQAM8：${what}`)}
          open={false}
          onToggle={() => {}}
          onDelete={() => {}}
          deleting={false}
        />,
      );
    }
    const leads = screen.getAllByTestId('message-item').map((item) => item.querySelector('.msg-item__what')?.textContent);
    expect(leads).toEqual(['已购买', '已发货', '已入库']);
    expect(screen.getAllByTestId('message-item')[1].textContent).toContain('已发货 · 订单 DG20261128-GYQAM8');
  });
});
