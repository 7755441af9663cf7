import sharp from 'sharp';
import { refuse } from './errors';
import { Semaphore } from './semaphore';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuses decompression bombs: an upload may not expand past 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Image work is CPU- and memory-heavy: two at a time across the whole server. */
const encoding = new Semaphore(2);

export interface ReencodeOptions {
  /** The result fits inside this box (never enlarged) or, with `cover`, fills it exactly. */
  width: number;
  height: number;
  fit?: 'inside' | 'cover';
  quality?: number;
}

export interface ReencodedImage {
  content: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Judges an upload by its content (never its name or declared type): only JPEG, PNG, WebP or GIF, then
 * re-encodes it to WebP without metadata (EXIF orientation applied first). Anything else is a Chinese
 * refusal. Avatars, banners and inspection photos all come through here.
 */
export async function reencodeImage(input: Buffer, options: ReencodeOptions): Promise<ReencodedImage> {
  return encoding.run(async () => {
    let format: string | undefined;
    try {
      format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
    } catch {
      throw refuse('无法识别的图片，请上传 JPG、PNG、WebP 或 GIF 图片');
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) throw refuse('仅支持 JPG、PNG、WebP 或 GIF 图片');
    try {
      const fit = options.fit ?? 'inside';
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(options.width, options.height, { fit, position: 'centre', withoutEnlargement: fit === 'inside' })
        .webp({ quality: options.quality ?? 82 })
        .toBuffer({ resolveWithObject: true });
      return { content: data, contentType: 'image/webp', width: info.width, height: info.height };
    } catch {
      throw refuse('图片已损坏或过大，请换一张图片');
    }
  });
}
