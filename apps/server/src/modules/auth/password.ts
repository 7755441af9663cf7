import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Semaphore } from '../../lib/semaphore';

/**
 * scrypt's cost for new hashes, as log2 of N: N=2^17, r=8, p=1 (OWASP), about 128 MiB and a few hundred ms per
 * hash. The store always hashes at this cost; only tests may lower it (PASSWORD_HASH_COST, decision 104). A hash
 * carries its own parameters, so it is checked at the cost it was made with.
 */
export const PASSWORD_HASH_COST = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 256 * 1024 * 1024;

/** At most two hashes at once (≈256 MiB), so a burst of logins cannot exhaust memory. */
const hashing = new Semaphore(2);

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$hash`, base64url parts; N = 2^cost. */
export async function hashPassword(password: string, cost = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const n = 2 ** cost;
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash to compare against when the account does not exist, so timing does not reveal accounts: made at the cost
 * new hashes are made at, once per cost.
 */
const dummyHashes = new Map<number, Promise<string>>();
export function dummyPasswordHash(cost = PASSWORD_HASH_COST): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomBytes(12).toString('hex'), cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}
