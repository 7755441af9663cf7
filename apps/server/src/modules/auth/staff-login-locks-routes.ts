import { adminLiftLoginLockBodySchema, adminLiftLoginLockResultSchema, adminLoginLocksSchema, apiReply } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/session';
import { actorOf } from '../audit/audit-actor';
import { getLoginLocks, liftLock } from './staff-login-locks-service';

/** Login locks (decision 018): which accounts and addresses are locked now, and lifting one. */
export const staffLoginLockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/login-locks',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '登录锁定（15 分钟内失败次数达到上限的账号、账号 + 地址、地址）',
        response: { 200: apiReply(adminLoginLocksSchema) },
      },
    },
    async () => ok(await getLoginLocks(app.db, app.clock.now())),
  );

  app.post(
    '/api/admin/login-locks/lift',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '解除登录锁定（kind：account、pair 或 address；记入操作日志）',
        body: adminLiftLoginLockBodySchema,
        response: { 200: apiReply(adminLiftLoginLockResultSchema) },
      },
    },
    async (request) => {
      const result = await liftLock(app.db, actorOf(request), request.body, app.clock.now());
      return ok(result, result.cleared ? '已解除锁定' : '该锁定已不存在');
    },
  );
};
