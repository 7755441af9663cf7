import type { AdminOrder, ItemDetail, Order } from '@daigou/contract';

/**
 * Whole contract objects for component tests, each field plausible; a test overrides what it is about.
 * Times are relative to now, so countdowns run.
 */
const HOUR = 3_600_000;

export function itemDetail(overrides: Partial<ItemDetail> = {}): ItemDetail {
  const now = Date.now();
  return {
    itemId: 'x1234567890',
    title: 'ルイヴィトン 長財布 モノグラム',
    titleZh: '路易威登 · 长款钱包 · 老花',
    titleZhKind: 'gloss',
    images: ['/img/items/x1234567890-1.svg'],
    description: '目立った傷や汚れなし',
    descriptionHtml: null,
    descriptionZh: '<p>无明显划痕污渍</p>',
    descriptionZhKind: 'gloss',
    translationFallback: false,
    startPrice: 1000,
    currentPrice: 10_000,
    buyNowPrice: 30_000,
    currentPriceYuan: { wechat: 482, alipay: 485 },
    buyNowPriceYuan: { wechat: 1446, alipay: 1455 },
    rates: { WechatRate: 0.0482, AliRate: 0.0485 },
    bids: 3,
    bidIncrement: 250,
    minimumBid: 10_250,
    startTime: now - 48 * HOUR,
    endTime: now + 24 * HOUR,
    serverTime: now,
    timeLeftMs: 24 * HOUR,
    status: 'OPEN',
    statusLabel: '拍卖中',
    condition: 'good',
    conditionJa: '目立った傷や汚れなし',
    conditionZh: '无明显划痕污渍',
    shippingPayer: 'buyer',
    shippingLabel: '买家承担运费',
    location: '東京都',
    locationZh: '东京都',
    category: { categoryId: 3, name: '財布', nameZh: '钱包' },
    categoryPath: [{ categoryId: 3, name: '財布', nameZh: '钱包' }],
    brand: { brandId: 1, name: 'ルイヴィトン', nameEn: 'Louis Vuitton', nameZh: '路易威登' },
    seller: {
      sellerId: 'tokyo_shop',
      name: '東京ショップ',
      isStore: true,
      location: '東京都',
      locationZh: '东京都',
      ratingScore: 980,
      goodRate: 99.5,
      ratingCount: 1000,
      riskLevel: 'low',
      riskLabel: '低风险',
    },
    sellerBlacklisted: false,
    sourceUrl: 'https://auctions.yahoo.co.jp/jp/auction/x1234567890',
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  const now = Date.now();
  return {
    orderId: 42,
    orderNo: 'DG20261126-7KQ2MX',
    itemId: 'x1234567890',
    kind: 'bid',
    status: 2,
    statusLabel: '待付款',
    title: 'ルイヴィトン 長財布 モノグラム',
    titleZh: '路易威登 · 长款钱包 · 老花',
    image: null,
    sellerId: 'tokyo_shop',
    itemPrice: 10_000,
    buyNowPrice: 30_000,
    endTime: now + 24 * HOUR,
    shippingPayer: 'buyer',
    maxBid: 12_000,
    snipeMinutes: null,
    inspection: 0,
    remark: '',
    serviceFee: 300,
    inspectionFee: 200,
    payAmount: 12_300,
    paidAmount: 0,
    finalPrice: null,
    shippingFee: null,
    bidPlaced: false,
    outbid: false,
    bidLive: null,
    carrier: null,
    trackingNo: null,
    problemFrom: null,
    actions: ['pay', 'cancel', 'editInfo', 'editInspectionState', 'message'],
    createdAt: now - HOUR,
    paidAt: null,
    updatedAt: now - HOUR,
    weightG: null,
    weightClass: null,
    lengthCm: null,
    widthCm: null,
    heightCm: null,
    arrivedAt: null,
    storagePausedMs: 0,
    storagePaid: 0,
    storageExtraDays: 0,
    parcelId: null,
    ...overrides,
  };
}

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...order({ status: 3, statusLabel: '已付款', paidAmount: 12_300, actions: [] }),
    userId: 7,
    account: 'demo',
    staffActions: ['purchase', 'fail', 'problem'],
    unreadMessages: 0,
    ...overrides,
  };
}
