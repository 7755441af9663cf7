import { safeParse } from 'zod/v4/core';

/**
 * Writes a value as JSON the way its contract schema lets it out — `JSON.stringify(schema.parse(value))`
 * for every value the schema accepts: the fields the schema names, in its order, and nothing else — but
 * without validating. The schema is compiled once into a projection (a copy holding only the named fields,
 * in order); each response is then projected and handed to the native JSON.stringify.
 *
 * Parts of a schema whose output can differ from their input (defaults, transforms, pipes, `trim()` and
 * other overwriting checks, coercion, passthrough objects, unions whose branch cannot be told from a
 * literal field) are parsed by zod itself, for that part of the value only, failing as zod fails.
 */
export type JsonWriter = (value: unknown) => string | undefined;

/** What a part of the value parsed by zod failed against. */
export class ContractJsonError extends Error {
  constructor(readonly issues: unknown) {
    super('response does not match its contract schema');
    this.name = 'ContractJsonError';
  }
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      coerce?: boolean;
      checks?: Array<{ _zod: { def: { check: string } } }>;
      shape?: Record<string, ZodInternals>;
      catchall?: ZodInternals;
      element?: ZodInternals;
      innerType?: ZodInternals;
      options?: ZodInternals[];
      keyType?: ZodInternals;
      valueType?: ZodInternals;
    };
    values?: Set<unknown>;
    optin?: string;
  };
}

/** A projection: the value as the schema lets it out, or `SAME` where that is the value itself. */
type Project = (value: unknown) => unknown;

/** Leaves whose output is their input. */
const SAME: Project = (value) => value;
const LEAVES = new Set(['string', 'number', 'boolean', 'null', 'literal', 'enum', 'unknown', 'any', 'date', 'bigint']);

/** Compiles a writer for a zod schema (of `zod` or `zod/v4/core`). */
export function compileContractJson(schema: unknown): JsonWriter {
  const project = compile(schema as ZodInternals);
  return project === SAME ? (value) => JSON.stringify(value) : (value) => JSON.stringify(project(value));
}

function compile(schema: ZodInternals): Project {
  const def = schema._zod.def;
  if (def.coerce || def.checks?.some((c) => c._zod.def.check === 'overwrite')) return byZod(schema);
  if (LEAVES.has(def.type)) return SAME;
  switch (def.type) {
    case 'object':
      return def.catchall === undefined || def.catchall._zod.def.type === 'never'
        ? objectProjection(schema, def.shape ?? {})
        : byZod(schema);
    case 'array':
      return arrayProjection(compile(def.element as ZodInternals));
    case 'nullable':
    case 'optional':
    case 'readonly': {
      const inner = compile(def.innerType as ZodInternals);
      return inner === SAME ? SAME : (value) => (value === null || value === undefined ? value : inner(value));
    }
    case 'record':
      return def.keyType?._zod.def.type === 'string' && !def.keyType._zod.def.checks?.length
        ? recordProjection(compile(def.valueType as ZodInternals))
        : byZod(schema);
    case 'union':
      return unionProjection(schema, def.options ?? []);
    default:
      return byZod(schema);
  }
}

/**
 * A copy with the shape's fields in its order: an object literal built by generated code, which V8 makes
 * from one boilerplate (the way zod compiles its own object parsers). Keys enter the code as JSON strings.
 */
function objectProjection(schema: ZodInternals, shape: Record<string, ZodInternals>): Project {
  const keys = Object.keys(shape);
  if (keys.includes('__proto__')) return byZod(schema);
  const fields = keys.map((key) => compile(shape[key]));
  const entries = keys.map((key, i) => {
    const read = `v[${JSON.stringify(key)}]`;
    return `${JSON.stringify(key)}: ${fields[i] === SAME ? read : `f[${i}](${read})`}`;
  });
  const body = `return (v) => v === null || typeof v !== 'object' ? v : { ${entries.join(', ')} };`;
  return new Function('f', body)(fields) as Project;
}

function arrayProjection(element: Project): Project {
  if (element === SAME) return SAME;
  return (value) => (Array.isArray(value) ? value.map((item) => element(item)) : value);
}

function recordProjection(entry: Project): Project {
  return (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(record)) out[key] = entry(record[key]);
    return out;
  };
}

/**
 * zod takes a union's first branch that accepts the value. Without validating, a branch is chosen by its
 * literal fields (the envelope's `code: 0`); a branch without any must come last, and only one may lack
 * them. Unions of leaves are leaves.
 */
function unionProjection(schema: ZodInternals, options: ZodInternals[]): Project {
  const projections = options.map(compile);
  if (projections.every((p) => p === SAME)) return SAME;
  if (options.some((o) => o._zod.def.type !== 'object')) return byZod(schema);
  const branches = options.map((option, i) => ({
    literals: Object.entries(option._zod.def.shape ?? {})
      .filter(([, field]) => field._zod.def.type === 'literal' && field._zod.optin === undefined)
      .map(([key, field]) => ({ key, values: field._zod.values ?? new Set() })),
    project: projections[i],
  }));
  const open = branches.findIndex((b) => b.literals.length === 0);
  if (open !== -1 && open !== branches.length - 1) return byZod(schema);
  const parse = byZod(schema);
  return (value) => {
    if (value === null || typeof value !== 'object') return parse(value);
    const record = value as Record<string, unknown>;
    for (const branch of branches) {
      if (branch.literals.every((l) => l.values.has(record[l.key]))) return branch.project(value);
    }
    return parse(value);
  };
}

function byZod(schema: ZodInternals): Project {
  return (value) => {
    const result = safeParse(schema as never, value);
    if (!result.success) throw new ContractJsonError(result.error.issues);
    return result.data;
  };
}
