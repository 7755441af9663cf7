import { z } from 'zod';
import { pagedSchema, pagingQuerySchema } from './envelope';
import {
  blankToUndefined,
  httpsLinkSchema,
  idSchema as id,
  idListSchema,
  lineText,
  multiLineText,
  optionalIdSchema as optionalId,
  optionalLineText as optionalText,
  siteLinkSchema,
} from './input-rules';
import { messageSchema } from './message';
import { orderSchema } from './order';
import { orderStatusSchema } from './order-status-schema';
import { formatYen } from './price';
import type { RequestInput } from './request-input';
import { feesSchema, rateSchema } from './sys';
import { upstreamHealthSchema } from './upstream-health';
import { ledgerKindSchema, orderRecordSchema, rechargeChannelSchema, rechargeStatusSchema } from './wallet';

/** Operator console calls (`/api/admin/...`): operators only; visitors 401, members 403. */

const flag = z.coerce.number().int().min(0).max(1);
const sort = z.coerce.number().int().min(0).max(100_000);
const sortOrder = (fallback: 'asc' | 'desc') => z.enum(['asc', 'desc']).default(fallback);

// ---------------------------------------------------------------- audit

/** Every operator action recorded in the audit log, with its Chinese label. */
export const AUDIT_ACTION_LABELS = {
  'settings.rates': '修改汇率',
  'settings.fees': '修改费用',
  'settings.site': '修改系统配置',
  'settings.translation': '修改翻译额度',
  'settings.storage': '修改仓储规则',
  'settings.mail': '修改邮件保留期限',
  'image.upload': '上传图片',
  'banner.create': '新增轮播图',
  'banner.update': '修改轮播图',
  'banner.delete': '删除轮播图',
  'banner.reorder': '调整轮播图顺序',
  'menu.create': '新增菜单',
  'menu.update': '修改菜单',
  'menu.delete': '删除菜单',
  'menu.reorder': '调整菜单顺序',
  'keyword.create': '新增热门搜索',
  'keyword.update': '修改热门搜索',
  'keyword.delete': '删除热门搜索',
  'help.update': '修改帮助页',
  'balance.adjust': '调整余额',
  'order.purchase': '录入购买结果',
  'order.fail': '标记交易失败',
  'order.ship': '录入卖家发货',
  'order.arrive': '确认到仓',
  'order.measure': '录入重量尺寸',
  'parcel.pack': '包裹打包称重',
  'parcel.photos': '上传包裹照片',
  'parcel.ship': '包裹发货',
  'parcel.problem': '转为问题包裹',
  'parcel.resolve': '处理问题包裹',
  'parcel.cancel': '取消包裹',
  'shipping.method': '修改运输方式',
  'shipping.card': '新增运费价目表',
  'shipping.weightClass': '设置类目重量等级',
  'shipping.weightClassDelete': '删除类目重量等级',
  'storage.resolve': '处理超期仓储',
  'settings.parcel': '修改国际发货费用',
  'order.photos': '上传验货照片',
  'order.photoDelete': '删除验货照片',
  'order.note': '填写验货说明',
  'order.problem': '转为问题订单',
  'order.resolve': '处理问题订单',
  'bid_task.placed': '代拍：已出价',
  'bid_task.outbid': '代拍：被超价',
  'bid_task.won': '代拍：竞拍成功',
  'bid_task.lost': '代拍：未成功',
  'message.reply': '回复订单留言',
  'message.read': '阅读订单留言',
  'login.unlock': '解除登录锁定',
  'payment_alert.resolve': '处理支付提醒',
  'mail.retry': '重新发送邮件',
  'withdrawal.approve': '批准提现',
  'withdrawal.refuse': '拒绝提现',
  'reconciliation.run': '立即对账',
  'recharge.check': '向支付渠道查询充值',
  'member.resetLink': '发送重置密码链接',
  'translation.correct': '人工修改标题译文',
  'translation.uncorrect': '撤销人工译文',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export const auditQuerySchema = pagingQuerySchema.extend({
  action: optionalText(64),
  /** The operator's account (exact). */
  operator: optionalText(64),
  targetType: optionalText(32),
  targetId: optionalText(64),
  order: sortOrder('desc'),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AuditQueryInput = RequestInput<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorAccount: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pagedSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

// ---------------------------------------------------------------- settings

/** Sane bounds for yuan per 1 yen (it has stayed between 0.04 and 0.09 for decades). */
export const RATE_MIN = 0.01;
export const RATE_MAX = 0.2;
const rateValue = z.coerce
  .number()
  .min(RATE_MIN, `汇率须在 ${RATE_MIN} 到 ${RATE_MAX} 之间（每 1 日元合多少人民币）`)
  .max(RATE_MAX, `汇率须在 ${RATE_MIN} 到 ${RATE_MAX} 之间（每 1 日元合多少人民币）`)
  .refine((v) => Math.abs(Math.round(v * 1e6) / 1e6 - v) < 1e-12, '汇率最多 6 位小数');
export const adminRatesBodySchema = z.object({ WechatRate: rateValue, AliRate: rateValue });
export type AdminRatesInput = RequestInput<typeof adminRatesBodySchema>;

export const FEE_MAX = 100_000;
const feeValue = z.coerce
  .number()
  .int('费用须为整数日元')
  .min(0, '费用不能为负')
  .max(FEE_MAX, `费用不超过 ${formatYen(FEE_MAX)}`);
export const adminFeesBodySchema = z.object({ serviceFee: feeValue, inspectionFee: feeValue });
export type AdminFeesInput = RequestInput<typeof adminFeesBodySchema>;

export const SEARCH_PAGE_LABELS = { official: '搜索页（/search）', page: '分页搜索页（/searchByPage）' } as const;
export const adminSiteBodySchema = z.object({
  searchPage: z.enum(['official', 'page']),
  home_url: siteLinkSchema.refine((v) => v.length > 0, '请填写首页地址'),
  wechat_work: httpsLinkSchema('企业微信客服链接须为 https 地址'),
});
export type AdminSiteInput = RequestInput<typeof adminSiteBodySchema>;

export const adminSettingsSchema = z.object({
  rates: rateSchema,
  fees: feesSchema,
  site: z.object({ searchPage: z.string(), home_url: z.string(), wechat_work: z.string() }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type AdminSite = AdminSettings['site'];

// ---------------------------------------------------------------- images

/** Uploaded images are served here (public, immutable, unguessable key). */
export const STORED_IMAGE_PATH = '/api/images/';
export const uploadedImageSchema = z.object({ img: z.string(), width: z.number().int(), height: z.number().int() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

// ---------------------------------------------------------------- banners, menu, hot keywords, help

export const idBodySchema = z.object({ id });
export type IdInput = RequestInput<typeof idBodySchema>;
export const reorderBodySchema = z.object({ ids: idListSchema(500) });
export type ReorderInput = RequestInput<typeof reorderBodySchema>;

export const adminBannerSchema = z.object({
  id: z.number().int(),
  img: z.string(),
  jumpUrl: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.number().int(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminBannerSaveBodySchema = z.object({
  id: optionalId,
  img: lineText(200)
    .trim()
    .refine((v) => v.startsWith(STORED_IMAGE_PATH) || v.startsWith('/static/banners/'), '请先上传轮播图片'),
  jumpUrl: z.union([z.literal(''), siteLinkSchema]).default(''),
  sort: sort.default(0),
  enabled: flag.default(1),
});
export type AdminBannerSaveInput = RequestInput<typeof adminBannerSaveBodySchema>;

export const menuIconSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^pi pi-[a-z0-9-]{1,40}$/, '图标须为 PrimeIcons 类名，例如 pi pi-home')
    .optional(),
);

export const adminMenuItemSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  url: z.string(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export const adminMenuNodeSchema = adminMenuItemSchema.extend({ children: z.array(adminMenuItemSchema) });
export type AdminMenuNode = z.infer<typeof adminMenuNodeSchema>;

export const adminMenuSaveBodySchema = z.object({
  id: optionalId,
  parentId: optionalId,
  name: lineText(64, { tooLong: '菜单名称不超过 64 个字' }).trim().min(1, '请填写菜单名称'),
  url: siteLinkSchema.refine((v) => v.length > 0, '请填写链接'),
  icon: menuIconSchema,
  sort: sort.default(0),
  enabled: flag.default(1),
});
export type AdminMenuSaveInput = RequestInput<typeof adminMenuSaveBodySchema>;
export const adminMenuReorderBodySchema = reorderBodySchema.extend({ parentId: optionalId });
export type AdminMenuReorderInput = RequestInput<typeof adminMenuReorderBodySchema>;

export const adminHotKeywordSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminHotKeyword = z.infer<typeof adminHotKeywordSchema>;
export const adminHotKeywordQuerySchema = pagingQuerySchema.extend({
  keyword: optionalText(64),
  sort: z.enum(['sort', 'id', 'keyword']).default('sort'),
  order: sortOrder('asc'),
});
export type AdminHotKeywordQueryInput = RequestInput<typeof adminHotKeywordQuerySchema>;
export const adminHotKeywordSaveBodySchema = z.object({
  id: optionalId,
  keyword: lineText(64, { tooLong: '关键词不超过 64 个字' }).trim().min(1, '请填写关键词'),
  sort: sort.default(0),
  enabled: flag.default(1),
});
export type AdminHotKeywordSaveInput = RequestInput<typeof adminHotKeywordSaveBodySchema>;

export const HELP_HTML_MAX = 200_000;
export const adminHelpPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  html: z.string(),
  updatedAt: z.number().int(),
});
export type AdminHelpPage = z.infer<typeof adminHelpPageSchema>;
export const adminHelpSaveBodySchema = z.object({
  id: z.coerce.number().int().min(1).max(3),
  title: lineText(64, { tooLong: '标题不超过 64 个字' }).trim().min(1, '请填写标题'),
  html: multiLineText(HELP_HTML_MAX, { tooLong: '内容过长' }),
});
export type AdminHelpSaveInput = RequestInput<typeof adminHelpSaveBodySchema>;

// ---------------------------------------------------------------- money

export const adminMemberQuerySchema = pagingQuerySchema.extend({
  keyword: optionalText(64),
  sort: z.enum(['id', 'balance', 'account']).default('id'),
  order: sortOrder('desc'),
});
export type AdminMemberQueryInput = RequestInput<typeof adminMemberQuerySchema>;
export const adminMemberSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  name: z.string(),
  role: z.enum(['member', 'operator']),
  balance: z.number().int(),
  createdAt: z.number().int(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminRechargeQuerySchema = pagingQuerySchema.extend({
  status: z.preprocess(blankToUndefined, rechargeStatusSchema.optional()),
  channel: z.preprocess(blankToUndefined, rechargeChannelSchema.optional()),
  /** The member's account (exact) or a part of it. */
  member: optionalText(64),
  rechargeId: optionalText(64),
  sort: z.enum(['id', 'amount', 'paidAt']).default('id'),
  order: sortOrder('desc'),
});
export type AdminRechargeQueryInput = RequestInput<typeof adminRechargeQuerySchema>;
export const adminRechargeSchema = z.object({
  rechargeId: z.string(),
  userId: z.number().int(),
  account: z.string(),
  channel: rechargeChannelSchema,
  amount: z.number().int(),
  yuanPrice: z.number(),
  rate: z.number(),
  status: rechargeStatusSchema,
  provider: z.string(),
  providerTradeNo: z.string().nullable(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
});
export type AdminRecharge = z.infer<typeof adminRechargeSchema>;

/** `POST /api/admin/recharges/check`: ask the top-up's provider now and credit it if paid (decision 069). */
export const adminRechargeCheckBodySchema = z.object({
  rechargeId: z.string().regex(/^[A-Za-z0-9]{1,64}$/, '充值单号不正确'),
});
export type AdminRechargeCheckInput = RequestInput<typeof adminRechargeCheckBodySchema>;
export const RECHARGE_CHECK_OUTCOMES = ['credited', 'already_paid', 'not_paid', 'amount_differs'] as const;
export const RECHARGE_CHECK_OUTCOME_LABELS: Record<(typeof RECHARGE_CHECK_OUTCOMES)[number], string> = {
  credited: '支付渠道已收款，已为会员入账',
  already_paid: '已入账，无需处理',
  not_paid: '支付渠道尚未收款',
  amount_differs: '支付渠道收款金额不符，未入账（见支付提醒）',
};
export const adminRechargeCheckSchema = z.object({
  /** What the provider says now. */
  providerState: z.enum(['paid', 'pending', 'closed', 'not_found']),
  outcome: z.enum(RECHARGE_CHECK_OUTCOMES),
  /** The top-up's status after the check. */
  status: rechargeStatusSchema,
});
export type AdminRechargeCheck = z.infer<typeof adminRechargeCheckSchema>;

export const adminLedgerQuerySchema = pagingQuerySchema.extend({
  userId: id,
  kind: z.preprocess(blankToUndefined, ledgerKindSchema.optional()),
});
export type AdminLedgerQueryInput = RequestInput<typeof adminLedgerQuerySchema>;
export const adminLedgerSchema = z.object({
  member: adminMemberSchema.extend({
    /** The sum of the member's ledger entries: always equal to the balance. */
    ledgerTotal: z.number().int(),
  }),
  entries: pagedSchema(orderRecordSchema),
});
export type AdminLedger = z.infer<typeof adminLedgerSchema>;

/** One adjustment may move at most this many yen either way. */
export const ADJUST_MAX_YEN = 10_000_000;
export const ADJUST_REASON_MAX = 200;
export const adminAdjustBodySchema = z.object({
  userId: id,
  amount: z.coerce
    .number()
    .int('调整金额须为整数日元')
    .min(-ADJUST_MAX_YEN)
    .max(ADJUST_MAX_YEN)
    .refine((v) => v !== 0, '调整金额不能为 0'),
  /** Mandatory; checked by the service so the refusal reads in Chinese. */
  reason: multiLineText(ADJUST_REASON_MAX, { tooLong: `原因不超过 ${ADJUST_REASON_MAX} 字` }).default(''),
  /** Chosen by the console once per dialog: a repeated submit posts nothing twice. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type AdminAdjustBody = z.infer<typeof adminAdjustBodySchema>;
export type AdminAdjustInput = RequestInput<typeof adminAdjustBodySchema>;
export const adminAdjustResultSchema = z.object({ balance: z.number().int(), duplicate: z.boolean() });
export type AdminAdjustResult = z.infer<typeof adminAdjustResultSchema>;

// ---------------------------------------------------------------- order desk

/** What staff may do with an order in its status (the console shows these buttons). */
export const STAFF_ACTIONS = ['purchase', 'fail', 'ship', 'arrive', 'photos', 'note', 'problem', 'resolve'] as const;
export const staffActionSchema = z.enum(STAFF_ACTIONS);
export type StaffAction = z.infer<typeof staffActionSchema>;

export const adminOrderSchema = orderSchema.extend({
  userId: z.number().int(),
  account: z.string(),
  staffActions: z.array(staffActionSchema),
  /** The member's messages on this order that staff have not read yet (the order list's marker). */
  unreadMessages: z.number().int().min(0),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const ADMIN_ORDER_SORTS = ['id', 'createdAt', 'statusAt', 'updatedAt', 'endTime'] as const;
export const adminOrderQuerySchema = pagingQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(99).pipe(orderStatusSchema).optional()),
  /** An order id, an item id, a member account (or part of it) or a seller id. */
  keyword: optionalText(64),
  sort: z.enum(ADMIN_ORDER_SORTS).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;
export type AdminOrderQueryInput = RequestInput<typeof adminOrderQuerySchema>;
/** `counts`: orders per status code over all orders (the keyword does not narrow them). */
export const adminOrderListSchema = pagedSchema(adminOrderSchema).extend({ counts: z.record(z.string(), z.number().int()) });
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/**
 * 待称重: items at the warehouse without a weight (arrived before the arrival step recorded one, e.g. after an
 * upgrade), oldest arrival first; a member cannot ship them until staff weigh them (decision 071).
 */
export const adminUnweighedItemSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  itemId: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  userId: z.number().int(),
  account: z.string(),
  status: orderStatusSchema,
  arrivedAt: z.number().int(),
});
export type AdminUnweighedItem = z.infer<typeof adminUnweighedItemSchema>;
export const adminUnweighedListSchema = pagedSchema(adminUnweighedItemSchema);
export type AdminUnweighedList = z.infer<typeof adminUnweighedListSchema>;
export const adminUnweighedQuerySchema = pagingQuerySchema;
export type AdminUnweighedQueryInput = RequestInput<typeof adminUnweighedQuerySchema>;

export const inspectionPhotoSchema = z.object({ id: z.number().int(), url: z.string(), createdAt: z.number().int() });
export type InspectionPhoto = z.infer<typeof inspectionPhotoSchema>;
export const INSPECTION_PHOTOS_MAX = 30;

export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema,
  timeline: z.array(orderRecordSchema),
  money: z.array(orderRecordSchema),
  photos: z.array(inspectionPhotoSchema),
  thread: z.array(messageSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

const orderId = id;
const staffReason = multiLineText(200, { tooLong: '原因不超过 200 字' }).default('');
export const adminOrderIdQuerySchema = z.object({ orderId });
export type AdminOrderIdInput = RequestInput<typeof adminOrderIdQuerySchema>;
export const adminPurchaseBodySchema = z.object({
  orderId,
  finalPrice: z.coerce.number().int('成交价须为整数日元').min(1, '请填写成交价').max(1_000_000_000),
});
export type AdminPurchaseInput = RequestInput<typeof adminPurchaseBodySchema>;
/** Reasons are mandatory; the service refuses an empty one in Chinese. */
export const adminReasonBodySchema = z.object({ orderId, reason: staffReason });
export type AdminReasonInput = RequestInput<typeof adminReasonBodySchema>;
/** 21 → where it came from, 13 with a full refund, or (after a rejected inspection) kept in the warehouse (6). */
export const adminResolveBodySchema = z.object({ orderId, to: z.enum(['back', 'fail', 'keep']), reason: staffReason });
export type AdminResolveInput = RequestInput<typeof adminResolveBodySchema>;
export const adminNoteBodySchema = z.object({
  orderId,
  note: multiLineText(1000, { tooLong: '验货说明不超过 1000 字' }).trim().min(1, '请填写验货说明'),
});
export type AdminNoteInput = RequestInput<typeof adminNoteBodySchema>;
export const adminPhotoDeleteBodySchema = z.object({ id });
export type AdminPhotoDeleteInput = RequestInput<typeof adminPhotoDeleteBodySchema>;

/** What a money check found for one order or parcel whose ledger disagrees with it, in yen. */
export const moneyMismatchAmountsSchema = z.object({
  userId: z.number().int(),
  status: z.number().int(),
  /** What the order or parcel, in its status and with its amounts, should hold. */
  expected: z.number().int(),
  /** What its ledger entries hold (taken − returned). */
  held: z.number().int(),
  taken: z.number().int(),
  returned: z.number().int(),
});

/** An order whose ledger disagrees with what it should hold (decision 017). */
export const orderMoneyMismatchSchema = moneyMismatchAmountsSchema.extend({ orderId: z.number().int() });
export type OrderMoneyMismatch = z.infer<typeof orderMoneyMismatchSchema>;

/** The latest run of the per-order money check. */
export const orderMoneyCheckSchema = z.object({
  checkedAt: z.number().int(),
  ordersChecked: z.number().int(),
  mismatchCount: z.number().int(),
  /** The first mismatches found (at most 100). */
  mismatches: z.array(orderMoneyMismatchSchema),
});
export type OrderMoneyCheck = z.infer<typeof orderMoneyCheckSchema>;

export const adminDashboardSchema = z.object({
  counts: z.record(z.string(), z.number().int()),
  unreadThreads: z.number().int(),
  pendingRecharges: z.number().int(),
  /** Open payment alerts: notifications or provider answers that did not match (nothing was credited). */
  paymentAlerts: z.number().int(),
  /** Null until the check has run once. */
  moneyCheck: orderMoneyCheckSchema.nullable(),
  /** Staff bidding (the real marketplace only; null with the local simulator): open tasks, and those due now. */
  bidTasks: z.object({ open: z.number().int(), due: z.number().int() }).nullable(),
  /** The real marketplace as this instance sees it; null with the local simulator. */
  upstream: upstreamHealthSchema.nullable(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// ---------------------------------------------------------------- messages inbox

export const adminThreadQuerySchema = pagingQuerySchema.extend({
  /** An order id or a member account (or part of it). */
  keyword: optionalText(64),
  unread: z.preprocess(blankToUndefined, flag.optional()),
});
export type AdminThreadQueryInput = RequestInput<typeof adminThreadQuerySchema>;
export const adminThreadSchema = z.object({
  orderId: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  title: z.string(),
  status: z.number().int(),
  /** Messages from the member staff have not read. */
  unread: z.number().int(),
  total: z.number().int(),
  lastAt: z.number().int(),
  lastSender: z.string(),
  lastContent: z.string(),
});
export type AdminThread = z.infer<typeof adminThreadSchema>;
export const adminThreadPageSchema = pagedSchema(adminThreadSchema).extend({ unreadThreads: z.number().int() });
export type AdminThreadPage = z.infer<typeof adminThreadPageSchema>;
export const adminReplyBodySchema = z.object({
  orderId,
  content: multiLineText(1000, { tooLong: '回复不超过 1000 字' }).trim().min(1, '请输入回复内容'),
});
export type AdminReplyInput = RequestInput<typeof adminReplyBodySchema>;

/** The answer of marking a thread read: how many of the member's messages staff had not read. */
export const adminThreadReadSchema = z.object({ read: z.number().int() });
export type AdminThreadRead = z.infer<typeof adminThreadReadSchema>;
