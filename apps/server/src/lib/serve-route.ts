import { apiReply, type Envelope, type Route, type RouteSchemas } from '@daigou/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Output<T> = T extends z.ZodType ? z.output<T> : unknown;

/** The request a route's handler reads: its query and body as the contract's schemas parse them. */
export type RouteRequest<S extends RouteSchemas> = FastifyRequest<{ Querystring: Output<S['query']>; Body: Output<S['body']> }>;

/** What a handler answers: the envelope of the route's data (`ok(data)`), or the reply it sent itself. */
export type RouteAnswer<S extends RouteSchemas> = Envelope<z.input<S['data']>> | FastifyReply;

export type RouteHandler<S extends RouteSchemas> = (
  request: RouteRequest<S>,
  reply: FastifyReply,
) => Promise<RouteAnswer<S>> | RouteAnswer<S>;

/** What the server adds to a contract route: its OpenAPI words, and its hooks and config (never its schemas). */
export interface ServeOptions extends Omit<RouteShorthandOptions, 'schema'> {
  tags: readonly string[];
  summary: string;
  description?: string;
  hide?: boolean;
  /** `['multipart/form-data']` for an upload route (the file is read in the handler). */
  consumes?: string[];
}

type App = FastifyInstance<
  FastifyInstance['server'],
  FastifyInstance['server'] extends never ? never : Parameters<FastifyInstance['routing']>[0],
  Parameters<FastifyInstance['routing']>[1],
  FastifyInstance['log'],
  ZodTypeProvider
>;

/**
 * Registers one route of the contract (packages/contract/src/routes): its method, path, query or body schema
 * and its answer's schema come from the declaration; the server adds the handler, hooks and OpenAPI words.
 * Everything here runs once, at registration: a request costs what a hand-written `app.get` costs.
 */
export function serve<S extends RouteSchemas>(app: App, route: Route<S>, options: ServeOptions, handler: RouteHandler<S>): void {
  const { tags, summary, description, hide, consumes, ...rest } = options;
  const { query, body, data } = route.schemas;
  app.route({
    ...rest,
    method: route.method,
    url: route.path,
    schema: {
      tags: [...tags],
      summary,
      ...(description === undefined ? {} : { description }),
      ...(hide === undefined ? {} : { hide }),
      ...(consumes === undefined ? {} : { consumes }),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response: { 200: apiReply(data) },
    },
    handler: handler as never,
  });
}
