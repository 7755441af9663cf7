import { staffLoginLockApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { actorOf } from '../audit/audit-actor';
import { getLoginLocks, liftLock } from './staff-login-locks-service';

/** Login locks (decision 018): which accounts and addresses are locked now, and lifting one. */
export const staffLoginLockRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    staffLoginLockApi.loginLocks,
    { tags: ['admin'], summary: '登录锁定（15 分钟内失败次数达到上限的账号、账号 + 地址、地址）' },
    async () => ok(await getLoginLocks(app.db, app.clock.now())),
  );

  serve(
    app,
    staffLoginLockApi.loginLocksLift,
    { tags: ['admin'], summary: '解除登录锁定（kind：account、pair 或 address；记入操作日志）' },
    async (request) => {
      const result = await liftLock(app.db, actorOf(request), request.body, app.clock.now());
      return ok(result, result.cleared ? '已解除锁定' : '该锁定已不存在');
    },
  );
};
