import { safeParse } from 'zod/v4/core';

/**
 * Writes a value as JSON the way the contract's zod schema would let it out — `JSON.stringify(schema.parse(v))`
 * for every value the schema accepts: the fields the schema names, in its order, and nothing else — but
 * without validating. The schema is walked once; each response then costs a walk of the value.
 *
 * Schemas whose output can differ from their input (defaults, transforms, pipes, `trim()` and other
 * overwriting checks, passthrough objects, unions whose branch cannot be told from a literal field) are
 * written by zod itself, for that part of the value only: parsed, then stringified, failing as zod fails.
 */
export type JsonWriter = (value: unknown) => string | undefined;

/** What a part of the value failed against, for the part written by zod. */
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

/** Compiles a writer for a zod schema (of `zod` or `zod/v4/core`). */
export function compileContractJson(schema: unknown): JsonWriter {
  return compile(schema as ZodInternals);
}

const asJson: JsonWriter = (value) => JSON.stringify(value);

/** Leaves whose output is their input: written by JSON.stringify. */
const LEAVES = new Set(['string', 'number', 'boolean', 'null', 'literal', 'enum', 'unknown', 'any', 'date', 'bigint']);

function compile(schema: ZodInternals): JsonWriter {
  const def = schema._zod.def;
  if (def.coerce || def.checks?.some((c) => c._zod.def.check === 'overwrite')) return byZod(schema);
  if (LEAVES.has(def.type)) return asJson;
  switch (def.type) {
    case 'object':
      return def.catchall === undefined || def.catchall._zod.def.type === 'never' ? objectWriter(def.shape ?? {}) : byZod(schema);
    case 'array':
      return arrayWriter(compile(def.element as ZodInternals));
    case 'nullable': {
      const inner = compile(def.innerType as ZodInternals);
      return (value) => (value === null ? 'null' : inner(value));
    }
    case 'optional': {
      const inner = compile(def.innerType as ZodInternals);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case 'readonly':
      return compile(def.innerType as ZodInternals);
    case 'record':
      return def.keyType?._zod.def.type === 'string' && !def.keyType._zod.def.checks?.length
        ? recordWriter(compile(def.valueType as ZodInternals))
        : byZod(schema);
    case 'union':
      return unionWriter(schema, def.options ?? []);
    default:
      return byZod(schema);
  }
}

function objectWriter(shape: Record<string, ZodInternals>): JsonWriter {
  const fields = Object.entries(shape).map(([key, field]) => ({ key, prefix: `${JSON.stringify(key)}:`, write: compile(field) }));
  return (value) => {
    if (value === undefined) return undefined;
    if (value === null || typeof value !== 'object') return JSON.stringify(value);
    const record = value as Record<string, unknown>;
    let out = '';
    for (const field of fields) {
      const json = field.write(record[field.key]);
      if (json === undefined) continue;
      out += out ? `,${field.prefix}${json}` : field.prefix + json;
    }
    return `{${out}}`;
  };
}

function arrayWriter(element: JsonWriter): JsonWriter {
  return (value) => {
    if (!Array.isArray(value)) return JSON.stringify(value);
    let out = '';
    for (let i = 0; i < value.length; i++) {
      if (i) out += ',';
      out += element(value[i]) ?? 'null';
    }
    return `[${out}]`;
  };
}

function recordWriter(entry: JsonWriter): JsonWriter {
  return (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value);
    const record = value as Record<string, unknown>;
    let out = '';
    for (const key of Object.keys(record)) {
      const json = entry(record[key]);
      if (json === undefined) continue;
      out += `${out ? ',' : ''}${JSON.stringify(key)}:${json}`;
    }
    return `{${out}}`;
  };
}

/**
 * zod takes a union's first branch that accepts the value. Without validating, a branch is chosen by its
 * literal fields (the envelope's `code: 0`); a branch without any must come last, and only one may lack
 * them. Unions of leaves are leaves.
 */
function unionWriter(schema: ZodInternals, options: ZodInternals[]): JsonWriter {
  const writers = options.map(compile);
  if (writers.every((w) => w === asJson)) return asJson;
  const tests = options.map((option) => {
    const shape = option._zod.def.type === 'object' ? (option._zod.def.shape ?? {}) : {};
    const literals = Object.entries(shape).filter(
      ([, field]) => field._zod.def.type === 'literal' && field._zod.optin === undefined,
    );
    if (option._zod.def.type !== 'object') return null;
    return literals.map(([key, field]) => ({ key, values: field._zod.values ?? new Set() }));
  });
  const open = tests.findIndex((t) => t !== null && t.length === 0);
  if (tests.includes(null) || (open !== -1 && open !== tests.length - 1)) return byZod(schema);
  const branches = tests.map((t, i) => ({ literals: t ?? [], write: writers[i] }));
  return (value) => {
    if (value === undefined) return undefined;
    const record = (value ?? {}) as Record<string, unknown>;
    for (const branch of branches) {
      if (branch.literals.every((l) => l.values.has(record[l.key]))) return branch.write(value);
    }
    return byZod(schema)(value);
  };
}

function byZod(schema: ZodInternals): JsonWriter {
  return (value) => {
    const result = safeParse(schema as never, value);
    if (!result.success) throw new ContractJsonError(result.error.issues);
    return JSON.stringify(result.data);
  };
}
