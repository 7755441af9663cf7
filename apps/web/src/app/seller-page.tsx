import { useParams } from 'react-router';
import { ErrorState, LoadingBlock } from '../components/states/status-states';
import { SellerRelationButtons } from '../features/seller-relations/components/seller-relation-buttons';
import { useSellerInfo } from '../features/sellers/api/get-seller-info';
import { SellerItems } from '../features/sellers/components/seller-items';
import { SellerProfile } from '../features/sellers/components/seller-profile';
import { SellerRatingsList } from '../features/sellers/components/seller-ratings-list';
import { ApiError, BusinessError, errorMessage } from '../lib/api-client';
import { loginFlag } from '../lib/login-flag';
import { useRelationRefresh } from './use-relation-refresh';

interface SellerPageProps {
  /** What the page calls the seller: 卖家 on /seller/{id}, 店铺 on /shop/{id}. */
  noun: '卖家' | '店铺';
  withRatings: boolean;
}

/** A seller's profile with rating summary and risk, their open items and, optionally, their ratings. */
export function SellerPage({ noun, withRatings }: SellerPageProps) {
  const { id = '' } = useParams();
  const seller = useSellerInfo(id);
  const relationChanged = useRelationRefresh();
  if (seller.isPending) return <LoadingBlock height={360} label={`正在加载${noun}…`} />;
  if (seller.isError) {
    const missing =
      (seller.error instanceof ApiError && (seller.error.status === 404 || seller.error.status === 400)) ||
      seller.error instanceof BusinessError;
    return (
      <ErrorState
        title={missing ? `${noun}不存在` : `${noun}信息加载失败`}
        message={errorMessage(seller.error)}
        onRetry={missing ? undefined : () => seller.refetch()}
      />
    );
  }
  return (
    <>
      <SellerProfile
        seller={seller.data}
        actions={
          loginFlag.isSet() ? (
            <SellerRelationButtons sellerId={seller.data.sellerId} sellerName={seller.data.name} onChanged={relationChanged} />
          ) : undefined
        }
      />
      <SellerItems sellerId={seller.data.sellerId} />
      {withRatings && <SellerRatingsList sellerId={seller.data.sellerId} />}
    </>
  );
}
