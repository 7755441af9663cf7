import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, PASSWORD_HASH_COST, verifyPassword } from './password';

describe('password hashes (scrypt)', () => {
  it('are made at the store’s cost, N = 2^17, with a salt of their own, and check only the right password', async () => {
    expect(PASSWORD_HASH_COST).toBe(17);
    const hash = await hashPassword('correct horse 1');
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
    expect(await verifyPassword('correct horse 1', hash)).toBe(true);
    expect(await verifyPassword('correct horse 2', hash)).toBe(false);
    expect(await hashPassword('correct horse 1')).not.toBe(hash);
  });

  it('carry their cost: a hash made at a test cost is checked at that cost (decision 104)', async () => {
    const hash = await hashPassword('ｐａｓｓ１２３', 12);
    expect(hash.split('$')[1]).toBe(String(2 ** 12));
    // The password is read in NFKC: full-width and half-width digits and letters are one password.
    expect(await verifyPassword('pass123', hash)).toBe(true);
    expect(await verifyPassword('pass124', hash)).toBe(false);
    expect((await dummyPasswordHash(12)).split('$')[1]).toBe(String(2 ** 12));
    expect(await dummyPasswordHash(12)).toBe(await dummyPasswordHash(12));
  });

  it('refuse what is not a scrypt hash of this shape', async () => {
    expect(await verifyPassword('x', 'scrypt$unusable')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$2b$10$abc')).toBe(false);
  });
});
