import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Resident ID numbers at rest (decision 031): AES-256-GCM with the configured key (ID_NUMBER_KEY), a fresh
 * 96-bit IV per value, stored as `v1.<iv>.<tag>.<data>` (base64url). The member id is bound in as associated
 * data, so a value copied onto another member's row does not decrypt.
 */
const VERSION = 'v1';

export class IdNumberCipher {
  private readonly key: Buffer;

  constructor(hexKey: string) {
    this.key = Buffer.from(hexKey, 'hex');
    if (this.key.length !== 32) throw new Error('ID_NUMBER_KEY must be 32 bytes');
  }

  encrypt(plain: string, userId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`user:${userId}`));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join('.');
  }

  decrypt(stored: string, userId: number): string {
    const [version, iv, tag, data] = stored.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('unknown ID number format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
