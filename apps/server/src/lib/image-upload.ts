import {
  AVATAR_TOO_LARGE_MESSAGE,
  AVATAR_UPLOAD_MAX_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UPLOAD_MAX_BYTES,
} from '@daigou/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

export interface UploadLimit {
  maxBytes: number;
  /** The one message for this limit, e.g. 图片不能超过 5 MB. */
  tooLarge: string;
  /** What to pick, e.g. 图片 or 头像图片. */
  what: string;
}

/** Banners and inspection photos. */
export const IMAGE_UPLOAD: UploadLimit = { maxBytes: IMAGE_UPLOAD_MAX_BYTES, tooLarge: IMAGE_TOO_LARGE_MESSAGE, what: '图片' };
export const AVATAR_UPLOAD: UploadLimit = {
  maxBytes: AVATAR_UPLOAD_MAX_BYTES,
  tooLarge: AVATAR_TOO_LARGE_MESSAGE,
  what: '头像图片',
};

const payloadTooLarge = (msg: string) => new AppError(413, msg, 413);

/**
 * Reads the one file of a multipart call into memory, refusing anything over the limit however the body is
 * sent. @fastify/multipart stops reading at `limits.fileSize` and marks the file `truncated`; with a chunked
 * body (no Content-Length) it may still hand back the first `maxBytes` without an error, so the flag is
 * checked here and a cut-off file is never passed on. Multipart failures become Chinese 4xx answers.
 */
export async function readUpload(request: FastifyRequest, limit: UploadLimit): Promise<Buffer> {
  let file: MultipartFile | undefined;
  let buffer: Buffer;
  try {
    file = await request.file({ limits: { fileSize: limit.maxBytes, files: 1 }, throwFileSizeLimit: true });
    if (!file) throw badRequest(`请选择${limit.what}`);
    buffer = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.info({ err: { code: (error as { code?: string }).code, message: (error as Error).message } }, 'upload refused');
    throw uploadError(error, limit);
  }
  if (file.file.truncated || buffer.length > limit.maxBytes) throw payloadTooLarge(limit.tooLarge);
  if (buffer.length === 0) throw badRequest(`请选择${limit.what}`);
  return buffer;
}

function uploadError(error: unknown, limit: UploadLimit): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(limit.tooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(`请以 multipart/form-data 上传${limit.what}`);
  if (code === 'FST_FILES_LIMIT') return badRequest(`一次只能上传一张${limit.what}`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('上传内容过多');
  // A body that is not valid multipart (cut off, no boundary, bad headers): the client's fault, not ours.
  return badRequest('上传内容无法解析，请重新选择文件');
}
