import type { ItemCard } from '@daigou/contract';
import type { MarketItemCard } from '../../marketplace/marketplace';
import type { ChineseReader } from './chinese-reader';

/** Result cards as members see them: the marketplace's card with the title in Chinese, in the contract's order. */
export async function itemCardsInChinese(reader: ChineseReader, cards: readonly MarketItemCard[]): Promise<ItemCard[]> {
  const titles = await reader.titles(cards.map((c) => c.title));
  return cards.map((c, i) => {
    const zh = titles[i];
    return {
      itemId: c.itemId,
      title: c.title,
      titleZh: zh?.text ?? '',
      titleZhKind: zh?.kind ?? 'gloss',
      image: c.image,
      currentPrice: c.currentPrice,
      buyNowPrice: c.buyNowPrice,
      bids: c.bids,
      endTime: c.endTime,
      status: c.status,
      condition: c.condition,
      shippingPayer: c.shippingPayer,
      sellerId: c.sellerId,
    };
  });
}
