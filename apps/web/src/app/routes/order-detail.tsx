import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { OrderThread } from '../../features/messages/components/order-thread';
import { orderKeys } from '../../features/orders/api/keys';
import { OrderDetailScreen } from '../../features/orders/screens/order-detail-screen';
import { useSysConfig } from '../../features/sys/api/get-sys-config';
import { useBalanceRefresh } from '../use-balance-refresh';

/** /order/{id}: the order detail with the order's message thread from the messages feature. */
export function Component() {
  const orderId = Number(useParams().id);
  const queryClient = useQueryClient();
  const onMoneyChanged = useBalanceRefresh();
  const config = useSysConfig();
  // Reading the thread changes the order's unread count shown in its header.
  const onRead = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
    [queryClient, orderId],
  );
  return (
    <OrderDetailScreen
      orderId={orderId}
      onMoneyChanged={onMoneyChanged}
      storageRules={config.data?.storage}
      thread={<OrderThread orderId={orderId} onRead={onRead} />}
    />
  );
}
