import { isIP } from 'node:net';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What a log line may carry (decision 067). The logger is built here, once, for the whole server: every line,
 * whoever writes it, goes through the same redaction, so no call site has to remember it.
 *
 * - Secrets (signed `Authorization` headers, cookies, signatures, keys, passwords, tokens) are replaced by
 *   `[redacted]` wherever they sit in the logged object, by their key, at any depth (pino's `formatters.log`
 *   walks each logged object once; pino's `redact` paths were measured at 100–400 µs a line with the
 *   wildcards this needs, against a few µs for the walk).
 * - A member's personal data (email, phone, ID number, name and street of an address) likewise.
 * - A client's IP address is cut to its network (IPv4 /24, IPv6 /48): enough to see where traffic comes
 *   from, not who sent it.
 * - Errors keep what says what failed — type, message, code, status, the stack, the method and URL of a
 *   failed provider call — and lose what an HTTP client hangs on them: its configuration (headers, body,
 *   keys), the request and the response. Their texts (message, stack, a database error's detail) lose
 *   email addresses, mobile and ID numbers, and `signature=` / `sign=` / `token=` values.
 * - URLs (of requests, and any `url` field) keep their path; the values of query parameters that carry a
 *   token, a signature or personal data are replaced.
 */

const CENSOR = '[redacted]';

/** Keys whose value is a secret (compared lower-case: Node lower-cases header names, HTTP clients do not). */
const SECRET_KEYS = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'wechatpay-signature',
  'x-xsrf-token',
  'password',
  'oldpassword',
  'newpassword',
  'confirm',
  'passwordhash',
  'password_hash',
  'token',
  'secret',
  'privatekey',
  'private_key',
  'apiv3key',
  'sign',
  'signature',
];

/** Keys whose value is a member's personal data (the contract's names and the providers'), compared lower-case. */
const PERSONAL_KEYS = [
  'email',
  'pendingemail',
  'phone',
  'mobile',
  'idnumber',
  'id_number',
  'recipient',
  'street',
  'customername',
  'buyer_logon_id',
];

/** Keys whose value is a client's IP address, compared lower-case: kept as its network. */
const ADDRESS_KEYS = ['payer_client_ip', 'clientip', 'client_ip', 'remoteaddress'];

/** Query parameters whose value is never logged (compared lower-case). */
const SECRET_PARAMS = new Set([
  't',
  'token',
  'sign',
  'signature',
  'password',
  'secret',
  'key',
  'access_token',
  'email',
  'mobile',
  'phone',
  'idnumber',
]);

/** What an HTTP client (axios, urllib, the Alipay SDK) hangs on its errors: configuration, request, response, bodies. */
const ERROR_BAGGAGE = new Set([
  'config',
  'request',
  'response',
  'req',
  'res',
  'headers',
  'socket',
  '_rawSocket',
  'opaque',
  'options',
  'data',
  'body',
  'requestUrls',
  'responseDataRaw',
  'responseHttpHeaders',
]);

const SECRET_KEY_SET = new Set([...SECRET_KEYS, ...PERSONAL_KEYS]);
const ADDRESS_KEY_SET = new Set(ADDRESS_KEYS);
/** How deep a logged object is walked; below this a value is replaced by `[…]`. */
const MAX_DEPTH = 6;

/** An IP address as its network: `203.0.113.0/24`, `2001:db8:85a3::/48`; anything else is redacted. */
export function maskAddress(value: unknown): string {
  if (typeof value !== 'string') return CENSOR;
  const address = value.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const kind = isIP(address);
  if (kind === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (kind === 6) {
    const [head = '', tail = ''] = address.split('::');
    const groups = head ? head.split(':') : [];
    const missing = 8 - groups.length - (tail ? tail.split(':').length : 0);
    const full = [...groups, ...Array(Math.max(missing, 0)).fill('0'), ...(tail ? tail.split(':') : [])];
    return `${full
      .slice(0, 3)
      .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
      .join(':')}::/48`;
  }
  return CENSOR;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const MOBILE = /(?<![\dA-Za-z])1[3-9]\d{9}(?![\dA-Za-z])/g;
const ID_NUMBER = /(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/g;
const SIGNED_VALUE = /\b(signature|sign|token|password|t)=("?)[^"&\s,;]+/gi;
const IPV4 = /(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])/g;

/** Free text (an error's message or stack) without email addresses, mobile or ID numbers, or signed values. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(ID_NUMBER, '[id-number]')
    .replace(MOBILE, '[mobile]')
    .replace(SIGNED_VALUE, `$1=$2${CENSOR}`);
}

/** A URL with the values of its secret query parameters replaced (`/api/mail/unsubscribe?t=[redacted]`). */
export function scrubUrl(url: unknown): unknown {
  if (typeof url !== 'string') return url;
  const at = url.indexOf('?');
  if (at < 0) return scrubText(url);
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return eq >= 0 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return scrubText(`${url.slice(0, at)}?${query}`);
}

/** Method, URL (without its query) and status of the call an HTTP client's error is about. */
function httpCallOf(error: Record<string, unknown>): Record<string, unknown> | undefined {
  const config = error.config as { method?: unknown; url?: unknown; baseURL?: unknown } | undefined;
  if (!config || typeof config !== 'object') return undefined;
  const call: Record<string, unknown> = {};
  if (typeof config.method === 'string') call.method = config.method.toUpperCase();
  if (typeof config.url === 'string') {
    try {
      const url = new URL(config.url, typeof config.baseURL === 'string' ? config.baseURL : undefined);
      call.url = `${url.origin}${url.pathname}`;
    } catch {
      call.url = config.url.split('?')[0];
    }
  }
  const status = (error.response as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number') call.status = status;
  return call;
}

const messageWithCauses = (error: Error, seen = new Set<unknown>()): string => {
  seen.add(error);
  const cause = error.cause;
  return cause instanceof Error && !seen.has(cause) ? `${error.message}: ${messageWithCauses(cause, seen)}` : error.message;
};

const stackWithCauses = (error: Error, seen = new Set<unknown>()): string => {
  seen.add(error);
  const stack = error.stack ?? '';
  const cause = error.cause;
  return cause instanceof Error && !seen.has(cause) ? `${stack}\ncaused by: ${stackWithCauses(cause, seen)}` : stack;
};

/** One field of a logged object, under its key: secrets and personal data replaced, addresses cut, texts scrubbed. */
function scrubField(key: string, value: unknown, depth: number): unknown {
  if (value === undefined || value === null || typeof value === 'function') return value;
  const name = key.toLowerCase();
  if (SECRET_KEY_SET.has(name)) return CENSOR;
  if (ADDRESS_KEY_SET.has(name)) return maskAddress(value);
  if (key === 'url') return scrubUrl(value);
  return scrubValue(value, depth);
}

/** A value anywhere in a logged object (see the rules at the top). */
function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  if (value instanceof Error) return serializeError(value, depth);
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key in source) out[key] = scrubField(key, source[key], depth + 1);
  return out;
}

/**
 * An error as a log line shows it: what failed, without the HTTP client's baggage (see above). Also takes
 * the plain `{ code, message }` objects some call sites log as `err`.
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object') return scrubValue(value, depth);
  if (depth >= MAX_DEPTH) return '[…]';
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  if (value instanceof Error) {
    out.type = value.constructor?.name ?? value.name;
    out.message = messageWithCauses(value);
    out.stack = stackWithCauses(value);
    if (value instanceof AggregateError) out.aggregateErrors = value.errors.map((e) => serializeError(e, depth + 1));
  }
  for (const key in source) {
    if (ERROR_BAGGAGE.has(key) || key === 'cause' || key in out) continue;
    out[key] = scrubField(key, source[key], depth + 1);
  }
  const call = httpCallOf(source);
  if (call) out.http = call;
  if (typeof out.message === 'string') out.message = scrubText(out.message);
  if (typeof out.stack === 'string') out.stack = scrubText(out.stack);
  return out;
}

/** A request as its log line shows it. */
const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: scrubUrl(request.url),
  host: request.host,
  remoteAddress: maskAddress(request.ip),
});

/** Keys the serializers below take care of; the walk leaves them to them. */
const SERIALIZED = new Set(['err', 'error', 'req', 'res', 'url']);

/**
 * Every logged object, before pino writes it: each field walked (serialized keys aside) with the rules
 * above. The rate limits' `key` (a client address, or a limit's name and its subject) is cut or scrubbed.
 */
export function scrubLogObject(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in object) {
    const value = object[key];
    if (SERIALIZED.has(key)) out[key] = value;
    else if (key === 'key' && typeof value === 'string')
      out[key] = isIP(value.replace(/^::ffff:/i, '')) ? maskAddress(value) : scrubText(value.replace(IPV4, maskAddress));
    else out[key] = scrubField(key, value, 0);
  }
  return out;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** A line destination: stdout by default; tests pass a stream and read what was written. */
export interface LogDestination {
  write(line: string): void;
}

/** The server's logger options: level, redaction and serializers (used by buildApp for every line). */
export function loggerOptions(level: string, stream?: LogDestination): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    formatters: { log: scrubLogObject },
    serializers: { req: serializeRequest, err: serializeError, error: serializeError, url: scrubUrl },
  } as LoggerOptions;
}
