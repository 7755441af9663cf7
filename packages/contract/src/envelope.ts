import { z } from 'zod';
import type { RequestInput } from './request-input';

/** Every response body: `code` 0 is success; `msg` is Chinese text a member can read. */
export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), msg: z.string(), data });

export type Envelope<T> = { code: number; msg: string; data: T };

export const errorEnvelopeSchema = z.object({ code: z.number().int().positive(), msg: z.string(), data: z.unknown() });

/** A route's 200 answer: success with its data, or a business refusal (non-zero code, Chinese msg). */
export const apiReply = <T extends z.ZodType>(data: T) =>
  z.union([z.object({ code: z.literal(0), msg: z.string(), data }), errorEnvelopeSchema]);

/** A paged answer's data. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });

export type Paged<T> = { list: T[]; total: number; page: number; limit: number };

/** Paging query: `page` from 1, `limit` bounded. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PagingQueryInput = RequestInput<typeof pagingQuerySchema>;

/** Business codes carried in `code` (HTTP 200 for refusals, the matching HTTP status otherwise). */
export const ErrorCode = {
  ok: 0,
  business: 1,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  /** An Idempotency-Key already used with another request (decision 066). */
  keyReused: 422,
  tooMany: 429,
  internal: 500,
  /** The real marketplace cannot be read right now (busy, refusing, or pages it cannot understand). */
  upstream: 503,
} as const;
