import { ITEM_CONDITION_LABELS, ITEM_CONDITIONS } from '@daigou/contract';
import type { ItemsTable } from '../../db/tables/catalog';
import { brandSeed, itemRng } from './catalog-generator';
import { pick } from './random';
import { CONDITION_NOTES, DESCRIPTION_CLOSINGS, DESCRIPTION_OPENINGS, SHIPPING_METHODS } from './vocabulary/people';

/** Read-time details of generated items: the description and image URLs (deterministic per item). */

export const itemImageUrl = (itemId: string, n: number) => `/img/item/${itemId}/${n}.svg`;

export function itemImageUrls(itemId: string, count: number): string[] {
  return Array.from({ length: Math.max(1, Math.min(10, count)) }, (_, i) => itemImageUrl(itemId, i + 1));
}

export const conditionOf = (code: number) => ITEM_CONDITIONS[code] ?? 'good';

/** The seller's description of a generated item, in Japanese, made from the item's own facts. */
export function describeItem(
  row: Pick<ItemsTable, 'item_id' | 'title' | 'brand_id' | 'item_condition' | 'seller_pays_shipping' | 'description'>,
  categoryName: string,
): string {
  if (row.description !== null) return row.description;
  const rng = itemRng(row.item_id);
  const brand = brandSeed(row.brand_id);
  const condition = ITEM_CONDITION_LABELS[conditionOf(row.item_condition)].ja;
  const lines = [pick(rng, DESCRIPTION_OPENINGS), '', `${row.title}`, ''];
  if (brand) lines.push(`ブランド：${brand.ja}（${brand.en}）`);
  lines.push(`カテゴリ：${categoryName}`);
  lines.push(`状態：${condition}`);
  lines.push(pick(rng, CONDITION_NOTES));
  if (rng() < 0.6) lines.push(pick(rng, CONDITION_NOTES));
  lines.push(`付属品：${pick(rng, ['本体のみ', '箱・保存袋', '写真に写っている物が全てです', '取扱説明書・箱'])}`);
  lines.push('');
  lines.push(`発送方法：${pick(rng, SHIPPING_METHODS)}`);
  lines.push(row.seller_pays_shipping ? '送料：出品者負担（送料無料）' : '送料：落札者様負担');
  lines.push('');
  lines.push(pick(rng, DESCRIPTION_CLOSINGS));
  return lines.join('\n');
}
