import { z } from 'zod';
import { isHttpsLink, isSiteLink, SITE_LINK_MAX } from './site-link';

/**
 * The rules every call's input follows (decision 020): one id rule, one text rule, one link rule. A value
 * that breaks them is refused with HTTP 400 before any handler runs.
 */

/** '' or null (an empty form field or select) is "not given". */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

// ---------------------------------------------------------------- ids

/** Ids are 32-bit integers in the database (serial / integer columns). */
export const ID_MAX = 2_147_483_647;
export const ID_MESSAGE = `编号须为 1 到 ${ID_MAX} 之间的整数`;

/** Digits only (query strings and form fields are text); anything else stays as sent and fails. */
const digitsToNumber = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,20}\s*$/.test(v) ? Number(v) : v);

/** A numeric id from a query string, a form field or JSON: an integer from 1 to 2,147,483,647. */
export const idSchema = z.preprocess(
  digitsToNumber,
  z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(ID_MAX, ID_MESSAGE),
);

/** An id that may be left out or sent empty. */
export const optionalIdSchema = z.preprocess(blankToUndefined, idSchema.optional());

/** A list of ids (reordering). */
export const idListSchema = (max: number) => z.array(idSchema).min(1).max(max, `最多 ${max} 项`);

// ---------------------------------------------------------------- text

export const TEXT_INVALID_MESSAGE = '不能包含特殊控制字符';

/** One line: no control characters at all (NUL cannot be stored in PostgreSQL text, and SQLite cuts at it). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse them
export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001f\u007f]*$/;
/** Several lines: tab, line feed and carriage return allowed, other control characters not. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse them
export const MULTI_LINE_PATTERN = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

export interface TextMessages {
  tooLong?: string;
  invalid?: string;
}

/** One line of text (names, keywords, titles, filters) of at most `max` characters. */
export const lineText = (max: number, messages: TextMessages = {}) =>
  z
    .string()
    .max(max, messages.tooLong ?? `不能超过 ${max} 个字`)
    .regex(SINGLE_LINE_PATTERN, messages.invalid ?? TEXT_INVALID_MESSAGE);

/** Text that may span lines (remarks, reasons, messages, help pages) of at most `max` characters. */
export const multiLineText = (max: number, messages: TextMessages = {}) =>
  z
    .string()
    .max(max, messages.tooLong ?? `不能超过 ${max} 个字`)
    .regex(MULTI_LINE_PATTERN, messages.invalid ?? TEXT_INVALID_MESSAGE);

/** An optional one-line filter: '' is "not given", surrounding spaces dropped. */
export const optionalLineText = (max: number) => z.preprocess(blankToUndefined, lineText(max).trim().optional());

// ---------------------------------------------------------------- links

export const SITE_LINK_MESSAGE = '链接须为以单个 / 开头的站内路径或 https:// 地址，不能包含空格、反斜杠或控制字符';

/** A link operators set: a path of this site (`/…`, `/#/…`) or an `https://` address (see site-link.ts). */
export const siteLinkSchema = z
  .string()
  .trim()
  .max(SITE_LINK_MAX, `链接不超过 ${SITE_LINK_MAX} 个字符`)
  .refine(isSiteLink, SITE_LINK_MESSAGE);

/** An absolute `https://` address (the customer-service link). */
export const httpsLinkSchema = (message: string) =>
  z.string().trim().max(SITE_LINK_MAX, `链接不超过 ${SITE_LINK_MAX} 个字符`).refine(isHttpsLink, message);
