import { safeParse } from 'zod/v4/core';

/**
 * Writes a value as JSON the way its contract schema lets it out — `JSON.stringify(schema.parse(value))`
 * for every value the schema accepts: the fields the schema names, in its order, and nothing else — but
 * without validating. The schema is compiled once into a projection (the value itself where it already
 * holds only the named fields in order, else a copy that does); each response is then projected and handed
 * to the native JSON.stringify.
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
 * The value itself when it already holds only the shape's fields, in its order, and no part of it needs
 * projecting (what services build); otherwise a copy with the shape's fields in its order: an object
 * literal built by generated code, which V8 makes from one boilerplate (the way zod compiles its own
 * object parsers). Keys enter the code as JSON strings.
 */
function objectProjection(schema: ZodInternals, shape: Record<string, ZodInternals>): Project {
  const keys = Object.keys(shape);
  if (keys.includes('__proto__')) return byZod(schema);
  const fields = keys.map((key) => compile(shape[key]));
  const read = (i: number) => `v[${JSON.stringify(keys[i])}]`;
  const nested = keys.map((_, i) => i).filter((i) => fields[i] !== SAME);
  const body = `
    return (v) => {
      if (v === null || typeof v !== 'object') return v;
      ${nested.map((i) => `const c${i} = f[${i}](${read(i)});`).join('\n')}
      if (${[...nested.map((i) => `c${i} === ${read(i)}`), 'inOrder(v)'].join(' && ')}) return v;
      return { ${keys.map((key, i) => `${JSON.stringify(key)}: ${fields[i] === SAME ? read(i) : `c${i}`}`).join(', ')} };
    };`;
  return new Function('f', 'inOrder', body)(fields, inOrderOf(keys)) as Project;
}

/** Whether an object's own keys are some of `keys`, in their order (and it has no `toJSON` of its own making). */
function inOrderOf(keys: string[]): (value: object) => boolean {
  return (value) => {
    if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
    let i = 0;
    for (const key in value) {
      while (i < keys.length && keys[i] !== key) i++;
      if (i === keys.length) return false;
      i++;
    }
    return true;
  };
}

function arrayProjection(element: Project): Project {
  if (element === SAME) return SAME;
  return (value) => {
    if (!Array.isArray(value)) return value;
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item = element(value[i]);
      if (out === null && item !== value[i]) out = value.slice(0, i);
      if (out !== null) out.push(item);
    }
    return out ?? value;
  };
}

function recordProjection(entry: Project): Project {
  if (entry === SAME) return SAME;
  return (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    let changed = false;
    for (const key of Object.keys(record)) {
      out[key] = entry(record[key]);
      changed ||= out[key] !== record[key];
    }
    return changed ? out : value;
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
