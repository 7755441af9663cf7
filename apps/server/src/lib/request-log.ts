import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * The per-request log (docs/decisions/021-request-cost.md): instead of Fastify's two lines per request
 * ("incoming request", "request completed"), one line for a request that failed (5xx, or the response
 * errored) or was slow, and one line per request only at LOG_LEVEL=debug. What went wrong inside a request
 * is logged where it happens (the error handler, services), with the same reqId.
 */
export class RequestLogController extends LogController {
  /** A request that took at least this long (ms) is logged at warn. */
  constructor(private readonly slowMs = 1_000) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime;
    if (error || reply.statusCode >= 500) {
      reply.log.error({ req: request, res: reply, err: error ?? undefined, responseTime }, 'request failed');
    } else if (responseTime >= this.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else {
      reply.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    }
  }
}
