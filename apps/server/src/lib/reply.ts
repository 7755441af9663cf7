import type { Envelope } from '@daigou/contract';

/** The success envelope. */
export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: 0, msg, data };
}
