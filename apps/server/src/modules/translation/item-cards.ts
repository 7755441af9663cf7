import type { ItemCard } from '@daigou/contract';
import type { MarketItemCard } from '../../marketplace/marketplace';
import { type ChineseReader, titleInChinese } from './chinese-reader';

/** Result cards as members see them: the marketplace's card with the title in Chinese, in the contract's order. */
export async function itemCardsInChinese(reader: ChineseReader, cards: readonly MarketItemCard[]): Promise<ItemCard[]> {
  const titles = await reader.titles(cards.map((c) => c.title));
  return cards.map((c, i) => ({
    itemId: c.itemId,
    title: c.title,
    ...titleInChinese(titles[i]),
    image: c.image,
    currentPrice: c.currentPrice,
    buyNowPrice: c.buyNowPrice,
    bids: c.bids,
    endTime: c.endTime,
    status: c.status,
    condition: c.condition,
    shippingPayer: c.shippingPayer,
    sellerId: c.sellerId,
  }));
}
