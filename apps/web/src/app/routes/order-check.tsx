import { isItemId, itemIdFromText } from '@daigou/contract';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingBlock } from '../../components/states/status-states';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { itemInfoQueryOptions } from '../../features/catalog/api/get-item-info';
import { SoldPrices } from '../../features/catalog/components/sold-prices-lazy';
import { OrderCheckScreen } from '../../features/orders/screens/order-check-screen';
import { useSysConfig } from '../../features/sys/api/get-sys-config';
import { errorMessage, failureTitle } from '../../lib/api-client';
import { DoorCostEstimate } from '../door-cost-estimate';

/** /order/check/{itemId}: the catalogue's item, the fees from system config and the member's default remark. */
export function Component() {
  const itemId = useParams().id ?? '';
  const valid = isItemId(itemId);
  const item = useQuery({ ...itemInfoQueryOptions(itemId), enabled: valid });
  const config = useSysConfig();
  const user = useUserInfo();
  if (!valid) {
    // A pasted item link in place of the id opens that item's page.
    const pasted = itemIdFromText(itemId);
    if (pasted) return <Navigate to={`/shop/product/${pasted}`} replace />;
    return <EmptyState title="商品编号格式不正确" icon="pi-ban" />;
  }
  if (item.isError)
    return (
      <ErrorState
        title={failureTitle(item.error, '加载失败')}
        message={errorMessage(item.error)}
        onRetry={() => void item.refetch()}
      />
    );
  if (config.isError) return <ErrorState message={errorMessage(config.error)} onRetry={() => void config.refetch()} />;
  if (item.isPending || config.isPending || user.isPending) return <LoadingBlock height={480} />;
  const detail = item.data;
  return (
    <OrderCheckScreen
      item={detail}
      fees={config.data.fees}
      defaultRemark={user.data?.defaultRemark ?? ''}
      doorCost={(choice) => (
        <DoorCostEstimate
          {...choice}
          categoryPath={detail.categoryPath}
          sellerPaysDomestic={detail.shippingPayer === 'seller'}
          open
        />
      )}
      soldPrices={(maxBid) => <SoldPrices itemId={detail.itemId} maxBid={maxBid} />}
    />
  );
}
