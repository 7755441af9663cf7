import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { reencodeAvatar } from './avatar-image';
import { findAvatarByKey, upsertAvatar } from './avatar-repository';
import { setHeadImg } from './profile-repository';

/** Under /api so one proxy rule (and the dev server's) reaches it. */
export const AVATAR_PATH = '/api/user/avatar/';

export const avatarUrl = (key: string) => `${AVATAR_PATH}${key}.webp`;

/**
 * Stores the re-encoded avatar in the database (so every instance can serve it) under a new random
 * key, which makes the URL both versioned and unguessable; the old image is replaced.
 */
export async function replaceAvatar(db: Db, userId: number, upload: Buffer, now: number): Promise<string> {
  const content = await reencodeAvatar(upload);
  const key = randomBytes(16).toString('base64url');
  const url = avatarUrl(key);
  await inTransaction(db, async (trx) => {
    await upsertAvatar(trx, { key, userId, content, contentType: 'image/webp', createdAt: now });
    await setHeadImg(trx, userId, url, now);
  });
  return url;
}

export function readAvatar(db: Db, key: string) {
  return findAvatarByKey(db, key);
}
