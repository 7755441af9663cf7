import { isItemId } from '@daigou/contract';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { LoginPromptButton } from '../../components/login-prompt/login-prompt-button';
import { NearViewport } from '../../components/near-viewport/near-viewport';
import { searchPath } from '../../components/search-link/search-path';
import { ErrorState, LoadingBlock } from '../../components/states/status-states';
import { useItemInfo } from '../../features/catalog/api/get-item-info';
import { itemCardOf } from '../../features/catalog/components/item-card-of';
import { ProductDetail } from '../../features/catalog/components/product-detail';
import { RelatedItems } from '../../features/catalog/components/related-items';
import { SellerRiskById } from '../../features/sellers/components/seller-risk-panel';
import { useSysConfig } from '../../features/sys/api/get-sys-config';
import { ApiError, BusinessError, errorMessage, failureTitle } from '../../lib/api-client';
import { loginFlag } from '../../lib/login-flag';
import { DoorCostEstimate } from '../door-cost-estimate';
import { useRelationRefresh } from '../use-relation-refresh';

// A member's buttons bring PrimeReact (decision 056); a visitor's are plain.
const FavoriteButton = lazy(() => import('../product-member-actions').then((m) => ({ default: m.FavoriteButton })));
const SellerRelationButtons = lazy(() => import('../product-member-actions').then((m) => ({ default: m.SellerRelationButtons })));

function ProductScreen({ itemId }: { itemId: string }) {
  const item = useItemInfo(itemId);
  const config = useSysConfig();
  const loggedIn = loginFlag.isSet();
  const relationChanged = useRelationRefresh();
  const viewed = item.data;
  // The page arrives with the query's update, which React renders at once in one long task: it is drawn from
  // the deferred data instead, as a transition in short slices (issue 28 §6); the placeholder holds its place.
  const shown = useDeferredValue(item.data);

  // The page again only when the item, the search page setting or the login changes: the shell's other
  // queries (config, rates, counts) update synchronously, and would draw the whole page again each time.
  const searchPage = config.data?.searchPage;
  const page = useMemo(() => {
    if (!shown) return null;
    const detail = shown;
    return (
      <ProductDetail
        item={detail}
        searchLink={(p) => searchPath(searchPage, p)}
        favoriteAction={
          loggedIn ? (
            <Suspense fallback={null}>
              <FavoriteButton itemId={detail.itemId} />
            </Suspense>
          ) : (
            <LoginPromptButton label="收藏" icon="pi-heart" reason="收藏商品" testId="favorite-button" />
          )
        }
        followAction={
          loggedIn ? (
            <Suspense fallback={null}>
              <SellerRelationButtons
                sellerId={detail.seller.sellerId}
                sellerName={detail.seller.name}
                onChanged={relationChanged}
              />
            </Suspense>
          ) : (
            <LoginPromptButton label="关注卖家" icon="pi-user-plus" reason="关注卖家" testId="follow-button" />
          )
        }
        sellerRiskDetails={<SellerRiskById sellerId={detail.seller.sellerId} />}
        doorCost={
          <DoorCostEstimate
            itemPrice={detail.currentPrice}
            itemPriceLabel="当前价"
            inspection={false}
            categoryPath={detail.categoryPath}
            sellerPaysDomestic={detail.shippingPayer === 'seller'}
          />
        }
        related={
          // Below the fold on a phone: drawn when the member scrolls toward it (its data is asked with the route).
          <NearViewport minHeight={320}>
            <RelatedItems itemId={detail.itemId} />
          </NearViewport>
        }
      />
    );
  }, [shown, searchPage, loggedIn, relationChanged]);

  // Spec §4: viewing an item records it in the local browsing history — once per visit, not per refresh. The
  // history's IndexedDB code is asked for here, after the page is drawn, so the first paint does not wait for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the item id on purpose
  useEffect(() => {
    if (!viewed) return;
    const card = itemCardOf(viewed);
    import('../../lib/browsing-history').then((m) => m.recordItemView(card)).catch(() => {});
  }, [viewed?.itemId]);

  if (item.isPending) return <LoadingBlock height={520} label="正在加载商品…" />;
  if (item.isError) {
    const missing = (item.error instanceof ApiError && item.error.status === 404) || item.error instanceof BusinessError;
    return (
      <ErrorState
        title={missing ? '商品不存在或已删除' : failureTitle(item.error, '商品加载失败')}
        message={errorMessage(item.error)}
        onRetry={missing ? undefined : () => item.refetch()}
      />
    );
  }
  if (!page) return <LoadingBlock height={520} label="正在加载商品…" />;
  return page;
}

/** /shop/product/{id} — the item page. A malformed id is answered here without asking the server. */
export function Component() {
  const { id = '' } = useParams();
  if (!isItemId(id)) {
    return (
      <ErrorState
        title="商品编号格式不正确"
        message={`“${id}”不是有效的商品编号：商品编号为可选的一个小写字母加 7 至 10 位数字，例如 x1234567890。`}
      />
    );
  }
  return <ProductScreen key={id} itemId={id} />;
}
