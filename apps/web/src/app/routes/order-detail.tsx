import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { OrderThread } from '../../features/messages/components/order-thread';
import { orderKeys } from '../../features/orders/api/keys';
import { OrderDetailScreen } from '../../features/orders/screens/order-detail-screen';
import { useSysConfig } from '../../features/sys/api/get-sys-config';
import { DoorCostEstimate } from '../door-cost-estimate';
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
      doorCost={(order) => (
        <DoorCostEstimate
          itemPrice={order.finalPrice ?? (order.kind === 'buyout' ? order.buyNowPrice : order.maxBid) ?? order.itemPrice}
          itemPriceLabel={order.finalPrice !== null ? '成交价' : '商品（最高出价）'}
          inspection={order.inspection === 1}
          orderFees={{ serviceFee: order.serviceFee, inspectionFee: order.inspection === 1 ? order.inspectionFee : null }}
          categoryPath={[]}
          weightClass={order.weightClass}
          weighedG={order.weightG}
          domesticCharged={order.shippingFee}
          sellerPaysDomestic={order.shippingPayer === 'seller'}
        />
      )}
    />
  );
}
