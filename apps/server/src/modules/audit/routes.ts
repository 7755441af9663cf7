import { auditApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { listAuditEntries } from './audit-service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, auditApi.audit, { tags: ['admin'], summary: '操作日志（按操作、操作员、对象筛选，新的在前）' }, async (request) =>
    ok(await listAuditEntries(app.db, request.query)),
  );
};
