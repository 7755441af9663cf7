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

export { fenToYuanText, yuanTextToFen } from './payment-provider';
