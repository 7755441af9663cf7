import { z } from 'zod';
import type { RequestInput } from './request-input';

export const feesSchema = z.object({
  /** Service fee per order, yen. */
  serviceFee: z.number().int().min(0),
  /** Inspection fee per order when asked for, yen. */
  inspectionFee: z.number().int().min(0),
});
export type Fees = z.infer<typeof feesSchema>;

/** The storage clock's rules (storage-clock.ts): free days, yen per item and day after them, maximum days. */
export const storageRulesSchema = z.object({
  freeDays: z.number().int().min(0).max(365),
  dailyFee: z.number().int().min(0).max(10_000),
  maxDays: z.number().int().min(1).max(730),
});
export type StorageRulesSetting = z.infer<typeof storageRulesSchema>;

/** System config (spec §3): searchPage 'official' leads to /search, anything else to /searchByPage. */
export const sysConfigSchema = z.object({
  searchPage: z.string(),
  home_url: z.string(),
  wechat_work: z.string(),
  fees: feesSchema,
  /** Warehouse storage (issue 14), shown on the fee-standard page and on each warehoused order. */
  storage: storageRulesSchema,
});
export type SysConfig = z.infer<typeof sysConfigSchema>;

/** Rate info: yuan per 1 yen, one per top-up channel. */
export const rateSchema = z.object({
  WechatRate: z.number().positive(),
  AliRate: z.number().positive(),
});
export type Rate = z.infer<typeof rateSchema>;

export const menuSubItemSchema = z.object({
  ID: z.number().int(),
  MenuName: z.string(),
  MenuUrl: z.string(),
  MenuIcon: z.string().nullable(),
});

/** Menu item of the header's dynamic navigation, with its dropdown sub-items. */
export const menuItemSchema = menuSubItemSchema.extend({
  MenuDetail: z.array(menuSubItemSchema),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  img: z.string(),
  jumpUrl: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const hotKeywordsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type HotKeywordsQueryInput = RequestInput<typeof hotKeywordsQuerySchema>;
export const hotKeywordsSchema = z.array(z.string());
export type HotKeywords = z.infer<typeof hotKeywordsSchema>;

/** Which events notify the member (message settings). */
export const msgSetSchema = z.object({
  orderStatus: z.boolean(),
  orderMessage: z.boolean(),
  auctionEnding: z.boolean(),
  outbid: z.boolean(),
  topUp: z.boolean(),
  /** 搜索订阅上新 (decision 087). */
  savedSearch: z.boolean(),
});
export type MsgSet = z.infer<typeof msgSetSchema>;

export const helpQuerySchema = z.object({ id: z.coerce.number().int().min(1).max(3) });
export type HelpQueryInput = RequestInput<typeof helpQuerySchema>;
export const helpPageSchema = z.object({ id: z.number().int(), title: z.string(), html: z.string() });
export type HelpPage = z.infer<typeof helpPageSchema>;
