import { userApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { AVATAR_UPLOAD, readUpload } from '../../lib/image-upload';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentUser, requireUser } from '../../plugins/session';
import { confirmMailAllowance } from './account-mail-limits';
import { AVATAR_PATH, readAvatar, replaceAvatar } from './avatar-service';
import { editMsgSet, getMsgSet } from './msg-settings-service';
import { updateInfo } from './profile-service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    userApi.userUpdateInfo,
    {
      preHandler: requireUser,
      tags: ['user'],
      summary: '修改资料（form-urlencoded：name, phone, email, remark）；新邮箱经验证链接确认后才生效',
    },
    async (request) => {
      const links = { now: app.clock.now(), publicUrl: app.mail.publicUrl, allowAccount: confirmMailAllowance(app, request) };
      const { info, confirmationSentTo } = await updateInfo(app.db, currentUser(request).id, request.body, links);
      return ok(info, confirmationSentTo ? `资料已保存，验证邮件已发送至 ${confirmationSentTo}，验证后新邮箱生效` : '资料已保存');
    },
  );

  serve(
    app,
    userApi.userUpdateHeadImg,
    {
      preHandler: requireUser,
      tags: ['user'],
      summary: '上传头像（multipart，一个文件，≤ 2 MB，JPG/PNG/WebP/GIF）',
      consumes: ['multipart/form-data'],
    },
    async (request) => {
      const upload = await readUpload(request, AVATAR_UPLOAD);
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

  serve(
    app,
    userApi.sysGetMsgSet,
    { preHandler: requireUser, tags: ['sys'], summary: '消息设置：哪些事件通知会员' },
    async (request) => ok(await getMsgSet(app.db, currentUser(request).id)),
  );

  serve(
    app,
    userApi.sysEditMsgSet,
    { preHandler: requireUser, tags: ['sys'], summary: '修改消息设置（form-urlencoded，各项 0/1；未填的项不变）' },
    async (request) => ok(await editMsgSet(app.db, currentUser(request).id, request.body, app.clock.now()), '消息设置已保存'),
  );
};
