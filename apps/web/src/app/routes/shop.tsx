import { useParams } from 'react-router';
import { RatesProvider } from '../../components/price/rates-context';
import { ErrorState, LoadingBlock } from '../../components/states/status-states';
import { SellerRelationButtons } from '../../features/seller-relations/components/seller-relation-buttons';
import { useSellerInfo } from '../../features/sellers/api/get-seller-info';
import { SellerItems } from '../../features/sellers/components/seller-items';
import { SellerProfile } from '../../features/sellers/components/seller-profile';
import { useRate } from '../../features/sys/api/get-rate';
import { ApiError, BusinessError, errorMessage } from '../../lib/api-client';
import { loginFlag } from '../../lib/login-flag';
import { useRelationRefresh } from '../use-relation-refresh';

/** /shop/{id} — a seller's shop front: the profile with rating summary and risk, then the items. */
export function Component() {
  const { id = '' } = useParams();
  const seller = useSellerInfo(id);
  const rate = useRate();
  const relationChanged = useRelationRefresh();
  if (seller.isPending) return <LoadingBlock height={360} label="正在加载店铺…" />;
  if (seller.isError) {
    const missing =
      (seller.error instanceof ApiError && (seller.error.status === 404 || seller.error.status === 400)) ||
      seller.error instanceof BusinessError;
    return (
      <ErrorState
        title={missing ? '店铺不存在' : '店铺加载失败'}
        message={errorMessage(seller.error)}
        onRetry={missing ? undefined : () => seller.refetch()}
      />
    );
  }
  return (
    <RatesProvider rate={rate.data}>
      <SellerProfile
        seller={seller.data}
        actions={
          loginFlag.isSet() ? (
            <SellerRelationButtons sellerId={seller.data.sellerId} sellerName={seller.data.name} onChanged={relationChanged} />
          ) : undefined
        }
      />
      <SellerItems sellerId={seller.data.sellerId} />
    </RatesProvider>
  );
}
