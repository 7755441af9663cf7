import { staffHelpApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { actorOf } from '../audit/audit-actor';
import { listHelpPages, saveHelpPage } from './staff-help-service';

export const staffHelpRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, staffHelpApi.help, { tags: ['admin'], summary: '帮助页（订单流程、费用标准、购买须知）' }, async () =>
    ok(await listHelpPages(app.db)),
  );

  serve(
    app,
    staffHelpApi.helpSave,
    { tags: ['admin'], summary: '修改帮助页（富文本，保存前清理：不允许脚本、样式、事件属性）' },
    async (request) => ok(await saveHelpPage(app.db, actorOf(request), request.body, app.clock.now()), '帮助页已保存'),
  );
};
