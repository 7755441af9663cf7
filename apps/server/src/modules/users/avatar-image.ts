import sharp from 'sharp';
import { refuse } from '../../lib/errors';
import { Semaphore } from '../../lib/semaphore';

export const AVATAR_SIZE = 256;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuses decompression bombs: a 2 MB file may not expand past 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Image work is CPU- and memory-heavy: two at a time, like password hashing. */
const encoding = new Semaphore(2);

/**
 * Judges the upload by its content (never its name or declared type): only JPEG, PNG, WebP or GIF,
 * then re-encodes it to a square 256 px WebP without metadata (EXIF orientation applied first).
 */
export async function reencodeAvatar(input: Buffer): Promise<Buffer> {
  return encoding.run(async () => {
    let format: string | undefined;
    try {
      format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
    } catch {
      throw refuse('无法识别的图片，请上传 JPG、PNG、WebP 或 GIF 图片');
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) throw refuse('仅支持 JPG、PNG、WebP 或 GIF 图片');
    try {
      return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw refuse('图片已损坏或过大，请换一张图片');
    }
  });
}
