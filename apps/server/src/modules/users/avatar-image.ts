import { reencodeImage } from '../../lib/image-reencode';

export const AVATAR_SIZE = 256;

/**
 * Judges the upload by its content (never its name or declared type): only JPEG, PNG, WebP or GIF,
 * then re-encodes it to a square 256 px WebP without metadata (EXIF orientation applied first).
 */
export async function reencodeAvatar(input: Buffer): Promise<Buffer> {
  const image = await reencodeImage(input, { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' });
  return image.content;
}
