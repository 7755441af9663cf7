import { randomBytes } from 'node:crypto';
import { orderNoOf } from '@daigou/contract';
import { isUniqueViolation } from '../wallet/unique-violation';

const ATTEMPTS = 5;

/**
 * Runs `create` (a whole transaction inserting the order) with a fresh order number, and again with another
 * when the unique index refuses it (decision 053: 32^6 numbers a day make that rare, never silent). The
 * transaction is retried whole, since PostgreSQL aborts a transaction at its first error.
 */
export async function withNewOrderNo<T>(
  now: number,
  create: (orderNo: string) => Promise<T>,
  random: (size: number) => ArrayLike<number> = randomBytes,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create(orderNoOf(now, random(6)));
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}
