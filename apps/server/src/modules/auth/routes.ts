import { authApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentUser, requireUser } from '../../plugins/session';
import { confirmMailAllowance } from '../users/account-mail-limits';
import { requestEmailConfirmation } from '../users/email-service';
import { getUserInfo } from '../users/profile-service';
import { closeSession, openSession } from '../users/session-service';
import { authenticate, changePassword, register } from './auth-service';
import { dummyPasswordHash } from './password';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The hash an unknown account's login is checked against is made before the first call: made at that call, it
  // would make the first unknown login twice as slow as a known one's (decision 104).
  app.addHook('onReady', async () => {
    await dummyPasswordHash(app.config.PASSWORD_HASH_COST);
  });
  serve(app, authApi.userLogin, { tags: ['user'], summary: '登录（form-urlencoded）' }, async (request, reply) => {
    const { account, password, remember } = request.body;
    const user = await authenticate(app.db, account, password, request.ip, app.clock.now(), app.config.PASSWORD_HASH_COST);
    // A new token at every login; an old cookie of this browser is dropped first.
    await closeSession(app.db, reply, request);
    await openSession(app.db, reply, request, user.id, remember === 1, app.clock.now());
    return ok(await getUserInfo(app.db, user.id, app.clock.now()), '登录成功');
  });

  serve(
    app,
    authApi.userRegister,
    { tags: ['user'], summary: '注册并登录（form-urlencoded：account, password, confirm, name, email 可选——发送验证邮件）' },
    async (request, reply) => {
      const now = app.clock.now();
      const { REGISTER_LIMIT_PER_HOUR, PASSWORD_HASH_COST } = app.config;
      const member = await register(app.db, request.body, request.ip, now, REGISTER_LIMIT_PER_HOUR, PASSWORD_HASH_COST);
      await closeSession(app.db, reply, request);
      await openSession(app.db, reply, request, member.userId, false, now);
      if (member.email) {
        const links = { now, publicUrl: app.mail.publicUrl, allowAccount: confirmMailAllowance(app, request) };
        await requestEmailConfirmation(
          app.db,
          { id: member.userId, name: member.name, account: member.account },
          member.email,
          links,
        );
      }
      return ok(
        await getUserInfo(app.db, member.userId, now),
        member.email ? `注册成功，验证邮件已发送至 ${member.email}` : '注册成功',
      );
    },
  );

  serve(
    app,
    authApi.userChangePassword,
    { preHandler: requireUser, tags: ['user'], summary: '修改密码（需原密码；其他会话随之失效）' },
    async (request) => {
      const user = currentUser(request);
      const { PASSWORD_HASH_COST } = app.config;
      await changePassword(app.db, user.id, user.sessionId, request.body, request.ip, app.clock.now(), PASSWORD_HASH_COST);
      return ok(null, '密码已修改');
    },
  );

  serve(app, authApi.userLogout, { tags: ['user'], summary: '退出登录' }, async (request, reply) => {
    await closeSession(app.db, reply, request);
    return ok(null, '已退出登录');
  });

  serve(app, authApi.userBalance, { preHandler: requireUser, tags: ['user'], summary: '用户信息与余额' }, async (request) =>
    ok(await getUserInfo(app.db, currentUser(request).id, app.clock.now())),
  );
};
