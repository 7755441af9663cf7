import { apiReply, categoryWeightClassesSchema, staffWeightClassApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { actorOf } from '../audit/audit-actor';
import { removeCategoryWeightClass, setCategoryWeightClass } from './weight-class-service';

const tags = ['admin'];
const _response = { 200: apiReply(categoryWeightClassesSchema) };

/** Staff set the weight class of a category for the door-cost estimate (issue 28 §1). Guarded by the /api/admin prefix. */
export const staffWeightClassRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, staffWeightClassApi.catalogWeightClass, { tags, summary: '设置类目重量等级（到家费用估算用）' }, async (request) =>
    ok(await setCategoryWeightClass(app.db, app.marketplace, actorOf(request), request.body, app.clock.now()), '重量等级已保存'),
  );

  serve(
    app,
    staffWeightClassApi.catalogWeightClassDelete,
    { tags, summary: '删除类目重量等级（改按类目名称规则估算）' },
    async (request) => ok(await removeCategoryWeightClass(app.db, actorOf(request), request.body, app.clock.now()), '已删除'),
  );
};
