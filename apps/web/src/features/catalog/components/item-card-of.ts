import type { ItemCard, ItemDetail } from '@daigou/contract';

/** The card fields of an item detail: what the browsing history keeps (spec §3: the item data). */
export function itemCardOf(item: ItemDetail): ItemCard {
  return {
    itemId: item.itemId,
    title: item.title,
    titleZh: item.titleZh,
    titleZhKind: item.titleZhKind,
    image: item.images[0] ?? '',
    currentPrice: item.currentPrice,
    buyNowPrice: item.buyNowPrice,
    bids: item.bids,
    endTime: item.endTime,
    status: item.status,
    condition: item.condition,
    shippingPayer: item.shippingPayer,
    sellerId: item.seller.sellerId,
  };
}
