import {
  BLACKLIST_PAGE_SIZE,
  COLLECT_PAGE_SIZE,
  FOLLOWED_PAGE_SIZE,
  isItemId,
  LEDGER_PAGE_SIZE,
  MESSAGE_PAGE_SIZE,
  PARCEL_TYPES,
} from '@daigou/contract';
import type { QueryClient } from '@tanstack/react-query';
import { addressesQueryOptions } from '../features/addresses/api/get-addresses';
import { divisionsQueryOptions } from '../features/addresses/api/get-divisions';
import { userInfoQueryOptions } from '../features/auth/api/get-user-info';
import { categoryChildrenQueryOptions } from '../features/catalog/api/get-category-children';
import { itemInfoQueryOptions } from '../features/catalog/api/get-item-info';
import { recommendItemsQueryOptions } from '../features/catalog/api/get-recommend-items';
import { recommendSearchQueryOptions } from '../features/catalog/api/get-recommend-search';
import { searchGoodsQueryOptions } from '../features/catalog/api/search-goods';
import { searchGoodsByPageQueryOptions } from '../features/catalog/api/search-goods-by-page';
import { categoryIdOf } from '../features/catalog/components/category-id';
import { parseSearchState } from '../features/catalog/components/search-query';
import { collectListQueryOptions } from '../features/collect/api/get-collect-list';
import { bannersQueryOptions } from '../features/content/api/get-banners';
import { helpPageId, helpPageQueryOptions } from '../features/content/api/get-help-page';
import { hotCategoriesQueryOptions } from '../features/content/api/get-hot-categories';
import { recommendCategoriesGoodsQueryOptions } from '../features/content/api/get-recommend-categories-goods';
import { msgListQueryOptions } from '../features/messages/api/get-msg-list';
import { orderThreadQueryOptions } from '../features/messages/api/get-order-thread';
import { sourceFromParam } from '../features/messages/message-source';
import { orderInfoQueryOptions } from '../features/orders/api/get-order-info';
import { orderListQueryOptions } from '../features/orders/api/get-order-list';
import { orderListPageOf } from '../features/orders/components/order-list-page';
import { parcelInfoQueryOptions } from '../features/parcels/api/get-parcel-info';
import { parcelListQueryOptions } from '../features/parcels/api/get-parcel-list';
import { shippingMethodsQueryOptions } from '../features/parcels/api/get-shipping-methods';
import { warehouseItemsQueryOptions } from '../features/parcels/api/get-warehouse-items';
import { blacklistQueryOptions } from '../features/seller-relations/api/get-blacklist';
import { followedQueryOptions } from '../features/seller-relations/api/get-followed';
import { sellerInfoQueryOptions } from '../features/sellers/api/get-seller-info';
import { sellerItemsQueryOptions } from '../features/sellers/api/get-seller-items';
import { sellerRatingsQueryOptions } from '../features/sellers/api/get-seller-ratings';
import { msgSetQueryOptions } from '../features/users/api/get-msg-set';
import { orderRecordQueryOptions } from '../features/wallet/api/get-order-record';
import { rechargeStatusQueryOptions } from '../features/wallet/api/get-recharge-status';

/**
 * What a route's loader starts fetching (decision 022): the queries its screen will ask for first, built
 * from the URL alone with the features' own query options, so the data requests start with the route's
 * chunk instead of after it. Nothing is awaited: navigation does not wait, the screen shows its loading
 * state, and the query it mounts joins the request already in flight.
 */
export type RoutePrefetch = (client: QueryClient, url: URL, params: Record<string, string | undefined>) => void;

const orderId = (params: Record<string, string | undefined>) => Number(params.id);
const validOrderId = (id: number) => Number.isInteger(id) && id > 0;

export const prefetchHome: RoutePrefetch = (client) => {
  void client.prefetchQuery(bannersQueryOptions());
  void client.prefetchQuery(hotCategoriesQueryOptions());
  void client.prefetchQuery(recommendCategoriesGoodsQueryOptions());
};

/** Brands and the browsing history live in IndexedDB: their modules (with idb) come in with the loader, not the entry. */
export const prefetchBrands: RoutePrefetch = (client) =>
  void import('../features/catalog/api/get-brands').then((m) => client.prefetchQuery(m.brandsQueryOptions()));

export const prefetchCategories: RoutePrefetch = (client, url) => {
  void client.prefetchQuery(categoryChildrenQueryOptions(0));
  const id = categoryIdOf(url.searchParams);
  if (id > 0) void client.prefetchQuery(categoryChildrenQueryOptions(id));
};

/**
 * The results and, for a keyword, its suggestions: the 相关搜索 row sits above the results, and arriving
 * after them it pushed them down (a layout shift of 0.1 on a phone).
 */
export const prefetchSearch: RoutePrefetch = (client, url) => {
  const state = parseSearchState(url.searchParams);
  void client.prefetchQuery(searchGoodsQueryOptions(state));
  if (state.keyword) void client.prefetchQuery(recommendSearchQueryOptions(state.keyword));
};

export const prefetchSearchByPage: RoutePrefetch = (client, url) =>
  void client.prefetchQuery(searchGoodsByPageQueryOptions(parseSearchState(url.searchParams)));

export const prefetchProduct: RoutePrefetch = (client, _url, params) => {
  const itemId = params.id ?? '';
  if (!isItemId(itemId)) return;
  void client.prefetchQuery(itemInfoQueryOptions(itemId));
  void client.prefetchQuery(recommendItemsQueryOptions(itemId));
};

/** /seller/{id} and /shop/{id}: the profile and the first page of items (the seller page adds the ratings). */
export const prefetchSeller =
  (withRatings: boolean): RoutePrefetch =>
  (client, _url, params) => {
    const sellerId = params.id ?? '';
    void client.prefetchQuery(sellerInfoQueryOptions(sellerId));
    void client.prefetchQuery(sellerItemsQueryOptions(sellerId, 'end_asc', 1));
    if (withRatings) void client.prefetchQuery(sellerRatingsQueryOptions(sellerId, undefined, 1));
  };

export const prefetchOrderCheck: RoutePrefetch = (client, _url, params) => {
  if (isItemId(params.id ?? '')) void client.prefetchQuery(itemInfoQueryOptions(params.id ?? ''));
  void client.prefetchQuery(userInfoQueryOptions());
};

export const prefetchOrder =
  ({ thread = false, balance = false } = {}): RoutePrefetch =>
  (client, _url, params) => {
    const id = orderId(params);
    if (!validOrderId(id)) return;
    void client.prefetchQuery(orderInfoQueryOptions(id));
    if (thread) void client.prefetchQuery(orderThreadQueryOptions(id));
    if (balance) void client.prefetchQuery(userInfoQueryOptions());
  };

export const prefetchChargeSuccess: RoutePrefetch = (client, url) => {
  const rechargeId = url.searchParams.get('rechargeId');
  if (rechargeId) void client.prefetchQuery(rechargeStatusQueryOptions(rechargeId));
  void client.prefetchQuery(userInfoQueryOptions());
};

export const prefetchMessages: RoutePrefetch = (client, url) =>
  void client.prefetchQuery(
    msgListQueryOptions({ msgSource: sourceFromParam(url.searchParams.get('source')), page: 1, limit: MESSAGE_PAGE_SIZE }),
  );

export const prefetchGuide: RoutePrefetch = (client, url) =>
  void client.prefetchQuery(helpPageQueryOptions(helpPageId(url.searchParams.get('id'))));

export const prefetchUsersIndex: RoutePrefetch = (client) => {
  void client.prefetchQuery(userInfoQueryOptions());
  // One order (the smallest page) is enough: the list answer carries the counts of every order type.
  void client.prefetchQuery(orderListQueryOptions('all', 1, 1));
};

export const prefetchUsersCharge: RoutePrefetch = (client) => {
  void client.prefetchQuery(userInfoQueryOptions());
  void client.prefetchQuery(orderRecordQueryOptions({ type: 'money', page: 1, limit: LEDGER_PAGE_SIZE }));
};

export const prefetchUsersCollect: RoutePrefetch = (client) =>
  void client.prefetchQuery(collectListQueryOptions(1, COLLECT_PAGE_SIZE, false));

export const prefetchUsersHistory: RoutePrefetch = (client) =>
  void import('../features/users/api/browsing-history').then((m) => client.prefetchQuery(m.browsingHistoryQueryOptions()));

export const prefetchUsersOrder: RoutePrefetch = (client, url) => {
  const { type, page } = orderListPageOf(url.searchParams);
  void client.prefetchQuery(orderListQueryOptions(type, page));
};

export const prefetchUsersSetting: RoutePrefetch = (client) => {
  void client.prefetchQuery(userInfoQueryOptions());
  void client.prefetchQuery(msgSetQueryOptions());
};

export const prefetchUsersShop: RoutePrefetch = (client) =>
  void client.prefetchQuery(followedQueryOptions(1, FOLLOWED_PAGE_SIZE));

export const prefetchUsersShopBlack: RoutePrefetch = (client) =>
  void client.prefetchQuery(blacklistQueryOptions(1, BLACKLIST_PAGE_SIZE));

export const prefetchUsersAddress: RoutePrefetch = (client) => {
  void client.prefetchQuery(addressesQueryOptions());
  void client.prefetchQuery(divisionsQueryOptions(''));
};

export const prefetchUsersParcel: RoutePrefetch = (client, url) => {
  const type = PARCEL_TYPES.find((t) => t === url.searchParams.get('type')) ?? 'all';
  void client.prefetchQuery(parcelListQueryOptions(type, Math.max(1, Number(url.searchParams.get('page')) || 1)));
  void client.prefetchQuery(shippingMethodsQueryOptions());
};

export const prefetchUsersParcelNew: RoutePrefetch = (client) => {
  void client.prefetchQuery(warehouseItemsQueryOptions());
  void client.prefetchQuery(addressesQueryOptions());
};

export const prefetchUsersParcelDetail: RoutePrefetch = (client, _url, params) => {
  const parcelId = Number(params.id);
  if (Number.isInteger(parcelId) && parcelId > 0) void client.prefetchQuery(parcelInfoQueryOptions(parcelId));
  // The balance decides whether paying is offered or the shortfall and a top-up.
  void client.prefetchQuery(userInfoQueryOptions());
};
