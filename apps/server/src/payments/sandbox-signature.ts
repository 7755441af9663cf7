import { createHmac, timingSafeEqual } from 'node:crypto';

/** Alipay-style signing string: every non-empty field except sign and sign_type, sorted, `k=v` joined by `&`. */
export function signingString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export function signFields(fields: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(signingString(fields)).digest('hex');
}

export function signatureValid(fields: Record<string, string>, secret: string): boolean {
  const sent = fields.sign;
  if (typeof sent !== 'string' || !/^[0-9a-f]{64}$/.test(sent)) return false;
  const expected = signFields(fields, secret);
  return timingSafeEqual(Buffer.from(sent, 'hex'), Buffer.from(expected, 'hex'));
}

/** "482.00" → 48200 fen; anything that is not a plain yuan amount with at most two decimals → null. */
export function yuanTextToFen(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function fenToYuanText(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
