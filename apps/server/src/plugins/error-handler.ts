import { ErrorCode } from '@daigou/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { isUpstreamError, UPSTREAM_BUSY_MSG, UPSTREAM_SHAPE_MSG, UpstreamShapeError } from '../marketplace/yahoo/upstream-errors';

interface FieldIssue {
  field: string;
  message: string;
}

const CONTEXT_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

function fieldIssues(error: FastifyError): FieldIssue[] {
  const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? error.validationContext ?? '';
  return (error.validation ?? []).map((v) => {
    const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { field: path || context, message: v.message ?? 'invalid' };
  });
}

const CHINESE = /[\u4e00-\u9fff]/;

/**
 * What the member reads: the fields by name, and the contract's own Chinese message when it has one (zod's
 * default messages are English and stay in `data.fields`).
 */
function validationMessage(fields: FieldIssue[]): string {
  const names = [...new Set(fields.map((f) => f.field))].join('、');
  const explained = fields.find((f) => CHINESE.test(f.message));
  return `请求参数有误：${names}${explained ? `（${explained.message}）` : ''}`;
}

/** One error handler: every failure leaves as the envelope `{code,msg,data}` and never leaks a 5xx's internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.msg, data: error.data });
    }
    if (isUpstreamError(error)) {
      // The real marketplace could not be read: what members see is a clear state, the log has the kind.
      request.log.warn({ upstream: error.kind, url: error.url }, 'upstream unavailable for this request');
      const msg = error instanceof UpstreamShapeError ? UPSTREAM_SHAPE_MSG : UPSTREAM_BUSY_MSG;
      return reply.status(503).send({ code: ErrorCode.upstream, msg, data: { upstream: error.kind } });
    }
    if (error.validation) {
      const fields = fieldIssues(error);
      request.log.info(
        { fields: (error.validation ?? []).map((v, i) => ({ field: fields[i]?.field, rule: v.keyword })) },
        'request failed schema validation',
      );
      return reply.status(400).send({ code: ErrorCode.badRequest, msg: validationMessage(fields), data: { fields } });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ code: 413, msg: '上传内容过大', data: null });
    }
    if (status === 429) {
      return reply.status(429).send({ code: ErrorCode.tooMany, msg: '操作过于频繁，请稍后再试', data: null });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      return reply.status(status).send({ code: status, msg: '请求无法处理，请检查后重试', data: null });
    }
    request.log.error({ err: error }, 'internal error');
    return reply.status(500).send({ code: ErrorCode.internal, msg: '服务器开小差了，请稍后再试', data: null });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ code: ErrorCode.notFound, msg: '请求的接口或页面不存在', data: null });
  });
});
