import type { z } from 'zod';
import type { RequestInput } from '../request-input';

/**
 * How a route's input travels: GET and query-only POSTs in the query string, other POSTs as a form
 * (form-urlencoded), JSON, or one uploaded file (multipart, its other fields in the query string).
 */
export type InputFormat = 'query' | 'form' | 'json' | 'multipart';

/** A route's schemas: its query string or body, and the data inside its answer's envelope. */
export interface RouteSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
}

/**
 * One route of the API, declared once here: the server registers it from this object
 * (apps/server/src/lib/serve-route.ts) and the web calls it by this object (apps/web/src/lib/api-client.ts).
 *
 * `schemas` is read on the server only. The web's build drops the schemas argument of every `getRoute` /
 * `postRoute` call (apps/web/vite/route-declarations.ts): the web needs their types, never zod itself at run time,
 * so a screen's bundle carries a route's method and path and nothing more (decision 088).
 */
export interface Route<S extends RouteSchemas = RouteSchemas> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly format: InputFormat;
  readonly schemas: S;
}

/** What the caller sends: the body's fields, else the query's; nothing for a route without input. */
export type RouteInput<R extends Route> = R['schemas'] extends { body: z.ZodType }
  ? RequestInput<R['schemas']['body']>
  : R['schemas'] extends { query: z.ZodType }
    ? RequestInput<R['schemas']['query']>
    : undefined;

/** The data of a successful answer. */
export type RouteData<R extends Route> = z.output<R['schemas']['data']>;

/** A GET route: its input in the query string. Pure, so a route nobody imports leaves every bundle. */
/* @__NO_SIDE_EFFECTS__ */
export function getRoute<const S extends RouteSchemas>(path: string, schemas: S): Route<S> {
  return { method: 'GET', path, format: 'query', schemas };
}

/** A POST route: a form by default (the spec's form posts), or JSON, a query string, or one uploaded file. */
/* @__NO_SIDE_EFFECTS__ */
export function postRoute<const S extends RouteSchemas>(path: string, schemas: S, format: InputFormat = 'form'): Route<S> {
  return { method: 'POST', path, format, schemas };
}
