import type { FastifyRequest } from 'fastify';
import { refuse } from '../../lib/errors';

/** Reads the one uploaded file of a multipart call, turning multipart failures into Chinese refusals. */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const tooLarge = `图片不能超过 ${maxBytes / 1024 / 1024} MB`;
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file) throw refuse('请选择图片');
    const buffer = await file.toBuffer();
    if (buffer.length === 0) throw refuse('请选择图片');
    return buffer;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw refuse('请以 multipart/form-data 上传图片');
    if (code === 'FST_FILES_LIMIT') throw refuse('一次只能上传一张图片');
    if (code === 'FST_PARTS_LIMIT') throw refuse('上传内容过多');
    throw error;
  }
}
