import { apiReply, auditPageSchema, auditQuerySchema } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { requireOperator } from '../../plugins/session';
import { listAuditEntries } from './audit-service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      onRequest: requireOperator,
      schema: {
        tags: ['admin'],
        summary: '操作日志（按操作、操作员、对象筛选，新的在前）',
        querystring: auditQuerySchema,
        response: { 200: apiReply(auditPageSchema) },
      },
    },
    async (request) => ok(await listAuditEntries(app.db, request.query)),
  );
};
