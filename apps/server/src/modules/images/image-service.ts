import { randomBytes } from 'node:crypto';
import { STORED_IMAGE_PATH, type UploadedImage } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { reencodeImage } from '../../lib/image-reencode';
import { type Actor, type AuditRecord, recordAudit } from '../audit/audit-service';
import { findStoredImage, findStoredImageKind, insertStoredImage } from './image-repository';

/** What an image shows: a banner, an item's inspection photo, or a parcel's packing photo. */
export type ImageKind = 'banner' | 'inspection' | 'parcel';

/** Banners fit a wide slide; inspection and packing photos stay large enough to judge the item. */
const SIZES: Record<ImageKind, { width: number; height: number }> = {
  banner: { width: 1920, height: 1080 },
  inspection: { width: 1600, height: 1600 },
  parcel: { width: 1600, height: 1600 },
};

export const storedImageUrl = (key: string) => `${STORED_IMAGE_PATH}${key}.webp`;

export function keyOfStoredImageUrl(url: string): string | undefined {
  const match = new RegExp(`^${STORED_IMAGE_PATH.replace(/\//g, '\\/')}([A-Za-z0-9_-]{16,64})\\.webp$`).exec(url);
  return match?.[1];
}

/**
 * Re-encodes an upload (content-checked, WebP, no metadata) and stores it in the database under a new random
 * key, audited, in one transaction with whatever the caller attaches it to.
 */
export async function storeImage(
  db: Db,
  actor: Actor,
  kind: ImageKind,
  upload: Buffer,
  now: number,
  options: {
    /** Attaches the image to something in the same transaction. */
    attach?: (trx: Db, key: string) => Promise<void>;
    /** The audit record to write instead of a plain `image.upload`. */
    audit?: Omit<AuditRecord, 'now'>;
  } = {},
): Promise<UploadedImage & { key: string }> {
  const image = await reencodeImage(upload, SIZES[kind]);
  const key = randomBytes(16).toString('base64url');
  await inTransaction(db, async (trx) => {
    await insertStoredImage(trx, {
      key,
      kind,
      content: image.content,
      content_type: image.contentType,
      width: image.width,
      height: image.height,
      created_by: actor.id,
      created_at: now,
    });
    await options.attach?.(trx, key);
    const details = { kind, key, bytes: image.content.length, width: image.width, height: image.height };
    const audit = options.audit ?? { action: 'image.upload' as const, targetType: 'image', targetId: key };
    await recordAudit(trx, actor, { ...audit, details: { ...details, ...audit.details }, now });
  });
  return { key, img: storedImageUrl(key), width: image.width, height: image.height };
}

export function readStoredImage(db: Db, key: string) {
  return findStoredImage(db, key);
}

/** Whether `url` is an image uploaded here as `kind`. */
export async function isStoredImageOf(db: Db, url: string, kind: ImageKind): Promise<boolean> {
  const key = keyOfStoredImageUrl(url);
  return key !== undefined && (await findStoredImageKind(db, key)) === kind;
}
