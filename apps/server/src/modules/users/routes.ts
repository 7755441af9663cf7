import {
  apiReply,
  editMsgSetBodySchema,
  headImgResultSchema,
  msgSetSchema,
  updateInfoBodySchema,
  userInfoSchema,
} from '@daigou/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, refuse } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { currentUser, requireUser } from '../../plugins/session';
import { AVATAR_MAX_BYTES } from './avatar-image';
import { AVATAR_PATH, readAvatar, replaceAvatar } from './avatar-service';
import { editMsgSet, getMsgSet } from './msg-settings-service';
import { updateInfo } from './profile-service';

const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `头像图片不能超过 ${AVATAR_MAX_BYTES / 1024 / 1024} MB`,
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请以 multipart/form-data 上传头像图片',
  FST_FILES_LIMIT: '一次只能上传一张头像图片',
  FST_PARTS_LIMIT: '上传内容过多',
};

/** Reads the one uploaded file, turning multipart failures into Chinese refusals. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw refuse('请选择头像图片');
    const buffer = await file.toBuffer();
    if (buffer.length === 0) throw refuse('请选择头像图片');
    return buffer;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code && MULTIPART_ERRORS[code]) throw refuse(MULTIPART_ERRORS[code]);
    throw error;
  }
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/updateInfo',
    {
      preHandler: requireUser,
      schema: {
        tags: ['user'],
        summary: '修改资料（form-urlencoded：name, phone, email, remark）',
        body: updateInfoBodySchema,
        response: { 200: apiReply(userInfoSchema) },
      },
    },
    async (request) => ok(await updateInfo(app.db, currentUser(request).id, request.body, app.clock.now()), '资料已保存'),
  );

  app.post(
    '/api/user/updateHeadImg',
    {
      preHandler: requireUser,
      schema: {
        tags: ['user'],
        summary: '上传头像（multipart，一个文件，≤ 2 MB，JPG/PNG/WebP/GIF）',
        consumes: ['multipart/form-data'],
        response: { 200: apiReply(headImgResultSchema) },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const HeadImg = await replaceAvatar(app.db, currentUser(request).id, upload, app.clock.now());
      return ok({ HeadImg }, '头像已更新');
    },
  );

  app.get(
    `${AVATAR_PATH}:file`,
    {
      schema: {
        tags: ['user'],
        summary: '头像图片（地址随每次上传而变，可长期缓存）',
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.webp$/) }),
      },
    },
    async (request, reply) => {
      const avatar = await readAvatar(app.db, request.params.file.replace(/\.webp$/, ''));
      if (!avatar) throw notFound('头像不存在');
      return reply
        .header('content-type', avatar.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(avatar.content));
    },
  );

  app.get(
    '/api/sys/GetMsgSet',
    {
      preHandler: requireUser,
      schema: { tags: ['sys'], summary: '消息设置：哪些事件通知会员', response: { 200: apiReply(msgSetSchema) } },
    },
    async (request) => ok(await getMsgSet(app.db, currentUser(request).id)),
  );

  app.post(
    '/api/sys/EditMsgSet',
    {
      preHandler: requireUser,
      schema: {
        tags: ['sys'],
        summary: '修改消息设置（form-urlencoded，各项 0/1；未填的项不变）',
        body: editMsgSetBodySchema,
        response: { 200: apiReply(msgSetSchema) },
      },
    },
    async (request) => ok(await editMsgSet(app.db, currentUser(request).id, request.body, app.clock.now()), '消息设置已保存'),
  );
};
