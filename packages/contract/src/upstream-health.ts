import { z } from 'zod';

/**
 * The real marketplace as this instance sees it (decision 036): the request queue, the circuit breaker,
 * failures by kind, the last page it could not read. Shown on the console's 概览 and in `/healthz`.
 */
export const upstreamFailureKindSchema = z.enum([
  'http_403',
  'http_429',
  'http_5xx',
  'http_other',
  'timeout',
  'network',
  'shape',
  'breaker_open',
  'queue_full',
]);
export type UpstreamFailureKind = z.infer<typeof upstreamFailureKindSchema>;
export const UPSTREAM_FAILURE_LABELS: Record<UpstreamFailureKind, string> = {
  http_403: '403 拒绝访问',
  http_429: '429 请求过多',
  http_5xx: '5xx 服务器错误',
  http_other: '其他 HTTP 状态',
  timeout: '超时',
  network: '网络错误',
  shape: '页面结构无法识别',
  breaker_open: '熔断中拒绝',
  queue_full: '队列已满拒绝',
};

export const breakerStateSchema = z.enum(['closed', 'open', 'half_open']);
export const BREAKER_STATE_LABELS: Record<z.infer<typeof breakerStateSchema>, string> = {
  closed: '正常',
  open: '熔断中',
  half_open: '试探恢复中',
};

export const upstreamHealthSchema = z.object({
  marketplace: z.enum(['local', 'yahoo']),
  breaker: z.object({ state: breakerStateSchema, retryAt: z.number().int().nullable(), opened: z.number().int() }),
  requests: z.number().int(),
  perSecond: z.number(),
  queueBacklogMs: z.number().int(),
  lastFetchAt: z.record(z.enum(['item', 'search', 'seller', 'listing']), z.number().int().nullable()),
  lastFailureAt: z.number().int().nullable(),
  errors: z.partialRecord(upstreamFailureKindSchema, z.number().int()),
  /** The last page that could not be read: where, what was not understood, when. */
  lastShapeError: z.object({ url: z.string(), problem: z.string(), at: z.number().int() }).nullable(),
});
export type UpstreamHealth = z.infer<typeof upstreamHealthSchema>;
