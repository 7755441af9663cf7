/**
 * Cost to the member's door, before the bid (issue 28 §1, decision 086). Zod-free and pure: the item page and the
 * order check compute it live as the member types, the server stores the weight class an order was estimated with
 * and prices the same figures again once the item is weighed. Every figure is a range: the item's weight is only
 * known from its category until the warehouse weighs it.
 */
import { methodPrice, type RateCard, type ShippingMethodRules } from './shipping-price';
import type { StorageRules } from './storage-clock';

export const WEIGHT_CLASS_CODES = ['xs', 's', 'm', 'l', 'xl'] as const;
export type WeightClassCode = (typeof WEIGHT_CLASS_CODES)[number];

export const isWeightClassCode = (value: unknown): value is WeightClassCode =>
  typeof value === 'string' && (WEIGHT_CLASS_CODES as readonly string[]).includes(value);

export interface WeightClass {
  code: WeightClassCode;
  /** What members read: the class and what usually falls in it. */
  label: string;
  /** The item's likely weight, packed by the seller as it arrives (grams). */
  minG: number;
  maxG: number;
  /** Japanese domestic shipping to the warehouse when the buyer pays (yen): small-parcel rates to box sizes. */
  domesticLow: number;
  domesticHigh: number;
}

/**
 * The classes. Weights are those of items as sellers ship them; domestic ranges follow the national carriers'
 * small-parcel and box rates for those weights (ネコポス / クリックポスト up to 60–140 size boxes).
 */
export const WEIGHT_CLASSES: Readonly<Record<WeightClassCode, WeightClass>> = {
  xs: { code: 'xs', label: '小物件（卡牌、徽章、小饰品）', minG: 20, maxG: 200, domesticLow: 180, domesticHigh: 400 },
  s: { code: 's', label: '轻件（书籍、碟片、衣物、首饰）', minG: 200, maxG: 700, domesticLow: 230, domesticHigh: 900 },
  m: { code: 'm', label: '中件（包、鞋、相机、手办）', minG: 700, maxG: 1500, domesticLow: 750, domesticHigh: 1300 },
  l: { code: 'l', label: '大件（家电、游戏机、音响）', minG: 1500, maxG: 4000, domesticLow: 1000, domesticHigh: 1800 },
  xl: { code: 'xl', label: '超大件（高尔夫球杆、乐器、家具）', minG: 4000, maxG: 10000, domesticLow: 1500, domesticHigh: 3000 },
};

/** When neither staff nor a rule names the item's category. */
export const DEFAULT_WEIGHT_CLASS: WeightClassCode = 'm';

/**
 * Words of Japanese category names (Yahoo's, which the local marketplace uses too) and the class they mean, checked
 * in this order on each category of the item's path, its own category first. Staff rows win at each level.
 */
export const WEIGHT_CLASS_RULES: ReadonlyArray<{ words: readonly string[]; weightClass: WeightClassCode }> = [
  {
    words: ['ゴルフクラブ', 'ギター', 'ベース', 'ドラム', '自転車', '家具', '自動車', 'オートバイ', 'タイヤ'],
    weightClass: 'xl',
  },
  {
    words: ['カード', 'トレカ', '切手', 'コイン', 'メダル', '缶バッジ', 'キーホルダー', 'ストラップ', 'ピンバッジ', 'ルース'],
    weightClass: 'xs',
  },
  {
    words: [
      '家電',
      'パソコン',
      'デスクトップ',
      'ゲーム機本体',
      'オーディオ',
      'アンプ',
      'スピーカー',
      '楽器',
      'キッチン',
      '炊飯',
      '掃除機',
      'ゴルフ',
    ],
    weightClass: 'l',
  },
  {
    words: [
      'CD',
      'DVD',
      'ブルーレイ',
      'レコード',
      '本',
      '雑誌',
      'コミック',
      '漫画',
      'ソフト',
      'アクセサリー',
      'ジュエリー',
      'ネックレス',
      'リング',
      '指輪',
      'ピアス',
      '時計',
      '財布',
      '小物',
      'シャツ',
      'ブラウス',
      'スカート',
      'ワンピース',
      'ニット',
      'セーター',
      '文房具',
      '筆記具',
      '万年筆',
      'コスメ',
      '化粧品',
      '香水',
      'レンズ',
      'ぬいぐるみ',
    ],
    weightClass: 's',
  },
  {
    words: [
      'バッグ',
      '靴',
      'シューズ',
      'スニーカー',
      'ブーツ',
      'カメラ',
      'フィギュア',
      'ジャケット',
      'コート',
      'おもちゃ',
      'ゲーム',
      '食器',
    ],
    weightClass: 'm',
  },
];

/** A staff choice: this category (and those under it, unless they have their own) is of this class. */
export interface CategoryWeightClass {
  categoryId: number;
  weightClass: WeightClassCode;
}

export interface WeightClassChoice {
  weightClass: WeightClass;
  /** Where it came from: a staff row, a name rule, or the default. */
  source: 'staff' | 'rule' | 'default';
  /** The category of the path that decided it (null for the default). */
  categoryId: number | null;
}

/** The class of an item from its category path (root first), staff rows first at each level, deepest level first. */
export function weightClassOf(
  path: ReadonlyArray<{ categoryId: number; name: string }>,
  staffRows: readonly CategoryWeightClass[],
): WeightClassChoice {
  const staff = new Map(staffRows.map((r) => [r.categoryId, r.weightClass]));
  for (let i = path.length - 1; i >= 0; i--) {
    const category = path[i] as { categoryId: number; name: string };
    const chosen = staff.get(category.categoryId);
    if (chosen) return { weightClass: WEIGHT_CLASSES[chosen], source: 'staff', categoryId: category.categoryId };
    const rule = WEIGHT_CLASS_RULES.find((r) => r.words.some((w) => category.name.includes(w)));
    if (rule) return { weightClass: WEIGHT_CLASSES[rule.weightClass], source: 'rule', categoryId: category.categoryId };
  }
  return { weightClass: WEIGHT_CLASSES[DEFAULT_WEIGHT_CLASS], source: 'default', categoryId: null };
}

export interface CostRange {
  low: number;
  high: number;
}

export interface DoorCostInput {
  /** The price the member would pay for the item: current, buy-it-now, or the maximum typed. */
  itemPrice: number;
  serviceFee: number;
  /** null when inspection is not chosen. */
  inspectionFee: number | null;
  sellerPaysDomestic: boolean;
  weightClass: WeightClass;
  /** The international method and its card in force; null when the store has none to offer. */
  method: { rules: ShippingMethodRules; card: RateCard | null } | null;
  /** Grams of packing the warehouse adds (parcel fees' `packingWeightG`). */
  packingWeightG: number;
  /** Storage while it waits for other items to ship together: days at the warehouse under these rules. */
  storage: { rules: StorageRules; waitDays: number };
  /** The weighed weight, once the warehouse has it: the international line is then one figure. */
  weighedG?: number | null;
  /** The domestic shipping charged when the item arrived, once known: the domestic line is then that figure. */
  domesticCharged?: number | null;
}

export interface DoorCost {
  item: number;
  serviceFee: number;
  inspectionFee: number;
  domestic: CostRange;
  /** The item shipped on its own by the method; null when the method cannot price it (no card, too heavy). */
  international: CostRange | null;
  /** The weight the international line was priced on (packing included). */
  internationalG: CostRange;
  storage: number;
  /** Everything above; when the international line is null, without it. */
  total: CostRange;
}

/** The storage fee of waiting `waitDays` at the warehouse (the first `freeDays` are free). */
export const storageWaitFee = (rules: StorageRules, waitDays: number) =>
  Math.max(0, Math.ceil(waitDays) - rules.freeDays) * rules.dailyFee;

/**
 * The cost to the door. The international line prices the item on its own at the lightest and the heaviest weight
 * of its class (packing added), actual weight only: a parcel of several items costs each of them less, so the
 * range is an upper estimate of the item's share.
 */
export function doorCost(input: DoorCostInput): DoorCost {
  const fixed = input.itemPrice + input.serviceFee + (input.inspectionFee ?? 0);
  const charged = input.domesticCharged ?? null;
  const domestic: CostRange =
    charged !== null
      ? { low: charged, high: charged }
      : input.sellerPaysDomestic
        ? { low: 0, high: 0 }
        : { low: input.weightClass.domesticLow, high: input.weightClass.domesticHigh };
  const weighed = input.weighedG && input.weighedG > 0 ? input.weighedG : null;
  const internationalG: CostRange = {
    low: (weighed ?? input.weightClass.minG) + input.packingWeightG,
    high: (weighed ?? input.weightClass.maxG) + input.packingWeightG,
  };
  const priceAt = (grams: number): number | null => {
    if (!input.method) return null;
    const result = methodPrice(input.method.rules, input.method.card, grams, 0);
    return 'price' in result ? result.price : null;
  };
  const low = priceAt(internationalG.low);
  const high = priceAt(internationalG.high);
  const international = low === null || high === null ? null : { low, high };
  const storage = storageWaitFee(input.storage.rules, input.storage.waitDays);
  const total: CostRange = {
    low: fixed + domestic.low + (international?.low ?? 0) + storage,
    high: fixed + domestic.high + (international?.high ?? 0) + storage,
  };
  return {
    item: input.itemPrice,
    serviceFee: input.serviceFee,
    inspectionFee: input.inspectionFee ?? 0,
    domestic,
    international,
    internationalG,
    storage,
    total,
  };
}

/**
 * The method an estimate uses when the member has not chosen one: the cheapest that takes the class's heaviest
 * weight, else the cheapest that takes its lightest.
 */
export function cheapestMethodFor<M extends { code: string; rules: ShippingMethodRules; card: RateCard | null }>(
  methods: readonly M[],
  weightClass: WeightClass,
  packingWeightG: number,
): M | null {
  const priced = (grams: number) =>
    methods
      .map((m) => ({ m, r: methodPrice(m.rules, m.card, grams + packingWeightG, 0) }))
      .filter((x): x is { m: M; r: { chargeableG: number; price: number } } => 'price' in x.r)
      .sort((a, b) => a.r.price - b.r.price);
  return priced(weightClass.maxG)[0]?.m ?? priced(weightClass.minG)[0]?.m ?? null;
}
