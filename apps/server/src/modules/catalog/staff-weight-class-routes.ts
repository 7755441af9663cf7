import {
  adminWeightClassBodySchema,
  adminWeightClassDeleteBodySchema,
  apiReply,
  categoryWeightClassesSchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../audit/audit-actor';
import { removeCategoryWeightClass, setCategoryWeightClass } from './weight-class-service';

const tags = ['admin'];
const response = { 200: apiReply(categoryWeightClassesSchema) };

/** Staff set the weight class of a category for the door-cost estimate (issue 28 §1). Guarded by the /api/admin prefix. */
export const staffWeightClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/catalog/weightClass',
    { schema: { tags, summary: '设置类目重量等级（到家费用估算用）', body: adminWeightClassBodySchema, response } },
    async (request) =>
      ok(await setCategoryWeightClass(app.db, actorOf(request), request.body, app.clock.now()), '重量等级已保存'),
  );

  app.post(
    '/api/admin/catalog/weightClass/delete',
    { schema: { tags, summary: '删除类目重量等级（改按类目名称规则估算）', body: adminWeightClassDeleteBodySchema, response } },
    async (request) => ok(await removeCategoryWeightClass(app.db, actorOf(request), request.body, app.clock.now()), '已删除'),
  );
};
