/**
 * The search mix of the benches (quality.md): mixed Japanese/Chinese keywords with filters, sorts and
 * deeper pages, drawn from a fixed seed so every run asks the same questions.
 */
import type { SearchQuery, SearchSort } from '@daigou/contract';
import { mulberry32, pick } from '../apps/server/src/marketplace/local/random';

export const KEYWORDS = [
  // Japanese, as sellers write titles
  'バッグ',
  '財布',
  '腕時計',
  'カメラ',
  'ロレックス',
  'ルイヴィトン',
  'シャネル',
  'ポケモンカード',
  'フィギュア',
  'スニーカー',
  '着物',
  '茶碗',
  '鉄瓶',
  'ゴルフ',
  'ドライバー',
  'テント',
  'リール',
  '香水',
  'ウイスキー',
  'レンズ',
  'ヘッドホン',
  '任天堂',
  'ガンプラ',
  '指輪',
  'ネックレス',
  '時計',
  '靴',
  '美品',
  '中古',
  'ヴィンテージ',
  'モノグラム',
  'セイコー',
  'ニコン',
  'キヤノン',
  'エルメス バーキン',
  'グッチ 財布',
  'オメガ スピードマスター',
  'ライカ M6',
  '遊戯王',
  '南部鉄器',
  '江戸切子',
  '浮世絵',
  'LOUIS VUITTON',
  'ROLEX',
  'Canon',
  'Nintendo Switch',
  'iPhone',
  '万年筆',
  // Chinese, as members type
  '钱包',
  '手表',
  '相机',
  '路易威登',
  '香奈儿',
  '爱马仕',
  '古驰',
  '劳力士',
  '欧米茄',
  '精工',
  '包',
  '手提包',
  '单肩包',
  '双肩包',
  '耳机',
  '镜头',
  '手办',
  '高达',
  '宝可梦卡',
  '游戏机',
  '运动鞋',
  '耐克',
  '茶具',
  '铁壶',
  '和服',
  '古董',
  '口红',
  '威士忌',
  '山崎',
  '吉他',
  '高尔夫',
  '帐篷',
  '渔轮',
  '公路车',
  '戒指',
  '项链',
  '蒂芙尼',
  '卡地亚',
  '路易威登钱包',
  '香奈儿链条包',
  '劳力士 潜航者',
  '二手 相机',
  '全新 手表',
  '黑色 包',
  '老花 包',
  '索尼 耳机',
  '任天堂 游戏机',
  '表',
  '鞋',
  '书',
];
const SORTS: SearchSort[] = ['relevance', 'price_asc', 'price_desc', 'end_asc', 'newest', 'bids_desc'];
const CONDITIONS = [['new'], ['new', 'like_new'], ['good', 'fair']] as const;
const PRICES: Array<[number | undefined, number | undefined]> = [
  [undefined, 5_000],
  [5_000, 30_000],
  [30_000, undefined],
  [1_000, 10_000],
];

/** `count` searches; `categoryIds` are the categories a filter may pick (depth ≤ 2). */
export function searchQueries(count: number, categoryIds: readonly number[]): SearchQuery[] {
  const rng = mulberry32(20_260_101);
  return Array.from({ length: count }, (_, i) => {
    const roll = rng();
    const [minPrice, maxPrice] = roll < 0.25 ? pick(rng, PRICES) : [undefined, undefined];
    return {
      keyword: KEYWORDS[i % KEYWORDS.length],
      categoryId: roll > 0.2 && roll < 0.35 ? pick(rng, categoryIds) : undefined,
      minPrice,
      maxPrice,
      condition: rng() < 0.15 ? [...pick(rng, CONDITIONS)] : undefined,
      buyNow: rng() < 0.12,
      endingSoon: rng() < 0.12,
      freeShipping: rng() < 0.12,
      exact: false,
      sort: SORTS[Math.floor(i / KEYWORDS.length + i) % SORTS.length],
      page: rng() < 0.15 ? 2 + Math.floor(rng() * 3) : 1,
      limit: 20,
    };
  });
}

/** The query string of `GET /api/goods/search` for a search. */
export function searchPath(q: SearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined || value === false) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : value === true ? '1' : String(value));
  }
  return `/api/goods/search?${params}`;
}
