import fc from 'fast-check';

/**
 * Bad input derived from the API document (`app.swagger()`), whose schemas are generated from the contract's
 * zod schemas: for every field, values its schema refuses — out of range, not an integer, NUL and other
 * control characters, too long, the wrong type, missing. Used by routes-fuzz.test.ts.
 */

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
  required?: string[];
  default?: unknown;
}

export type FieldPlace = 'query' | 'body' | 'path';

export interface Field {
  name: string;
  in: FieldPlace;
  schema: JsonSchema;
  /** Required and without a default: leaving it out is bad input. */
  required: boolean;
}

export interface Operation {
  method: 'GET' | 'POST';
  /** OpenAPI form: `/pay/sandbox/{rechargeId}`. */
  path: string;
  fields: Field[];
  /** A body of any keys (payment notifications): nothing to derive. */
  freeBody: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every GET and POST of the document, with the fields of its query string, path and body. */
export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (method !== 'get' && method !== 'post') continue;
      const fields: Field[] = [];
      for (const p of operation.parameters ?? []) {
        if (p.in !== 'query' && p.in !== 'path') continue;
        fields.push({
          name: p.name,
          in: p.in,
          schema: p.schema,
          required: (p.required ?? false) && p.schema.default === undefined,
        });
      }
      const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      for (const [name, schema] of Object.entries(body?.properties ?? {})) {
        const required = (body?.required ?? []).includes(name) && schema.default === undefined;
        fields.push({ name, in: 'body', schema, required });
      }
      const freeBody = body !== undefined && body.properties === undefined;
      operations.push({ method: method.toUpperCase() as 'GET' | 'POST', path, fields, freeBody });
    }
  }
  return operations;
}

/** The alternatives a schema allows (anyOf flattened; allOf merged). */
export function optionsOf(schema: JsonSchema): JsonSchema[] {
  if (schema.anyOf) return schema.anyOf.flatMap(optionsOf);
  if (schema.allOf) return [Object.assign({}, ...schema.allOf, { allOf: undefined })];
  return [schema];
}

const isNumeric = (s: JsonSchema) => s.type === 'integer' || s.type === 'number';
const lowest = (s: JsonSchema) =>
  s.minimum === undefined ? undefined : s.exclusiveMinimum === true ? s.minimum + (s.type === 'integer' ? 1 : 1e-9) : s.minimum;

/** The simplest value the schema accepts (the base the mutations are applied to). */
export function simplestValue(schema: JsonSchema): unknown {
  const s = optionsOf(schema).find((o) => !(o.enum && o.enum.length === 1 && o.enum[0] === '')) ?? optionsOf(schema)[0];
  if (s.enum) return s.enum[0];
  if (isNumeric(s)) return lowest(s) ?? 0;
  if (s.type === 'boolean') return true;
  if (s.type === 'array') return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => simplestValue(s.items ?? {}));
  if (s.type === 'string') {
    const plain = 'x'.repeat(Math.max(1, s.minLength ?? 0));
    if (!s.pattern || new RegExp(s.pattern).test(plain)) return plain;
    const [sample] = fc.sample(
      fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? 1e9)),
      { numRuns: 1, seed: 1 },
    );
    return sample;
  }
  return 'x';
}

/** A kind of bad value, and the values of that kind a field's schema refuses. */
export type BadKind = 'too-big' | 'negative' | 'fraction' | 'control' | 'huge' | 'wrong-type' | 'missing';

export interface BadValue {
  kind: BadKind;
  /** Sent in place of the field's value; `undefined` with kind `missing` leaves the field out. */
  value: unknown;
  label: string;
}

const HUGE = 100 * 1024;
export const ID_LIMIT_PLUS_ONE = 2_147_483_648;

/** Control characters a line refuses; the multi-line rule refuses all but tab, line feed and carriage return. */
const CONTROLS = ['\u0000', '\u0007', '\u000b', '\u001b', '\u007f'];

/** Whether every alternative the schema allows is numeric (coerced from text) and bounded below/above. */
function numericOnly(schema: JsonSchema): JsonSchema | undefined {
  const options = optionsOf(schema);
  return options.length === 1 && isNumeric(options[0]) && !options[0].enum ? options[0] : undefined;
}

const acceptsArrays = (schema: JsonSchema) => optionsOf(schema).some((o) => o.type === 'array');

/**
 * Deterministic bad values for one field: each is refused by the field's schema whatever the other fields
 * hold. `place` decides how a wrong type is sent (JSON bodies can carry objects; query strings and forms
 * only repeated keys). `base` is the field's valid value, into which control characters are put.
 */
export function badValues(field: Field, base: unknown, json: boolean): BadValue[] {
  const out: BadValue[] = [];
  const numeric = numericOnly(field.schema);
  if (numeric) {
    const max = numeric.maximum;
    if (max === undefined || max < ID_LIMIT_PLUS_ONE) {
      out.push({ kind: 'too-big', value: ID_LIMIT_PLUS_ONE, label: '2147483648' });
      out.push({ kind: 'too-big', value: String(ID_LIMIT_PLUS_ONE), label: "'2147483648'" });
    }
    const min = lowest(numeric);
    if (min !== undefined && min > -1) out.push({ kind: 'negative', value: '-1', label: "'-1'" });
    if (numeric.type === 'integer') out.push({ kind: 'fraction', value: json ? 1.5 : '1.5', label: '1.5' });
  }
  const text = typeof base === 'string' && base.length > 0 ? base : 'ab';
  const cut = Math.max(1, Math.floor(text.length / 2));
  for (const c of CONTROLS.slice(0, json ? CONTROLS.length : 2)) {
    out.push({
      kind: 'control',
      value: `${text.slice(0, cut)}${c}${text.slice(cut)}`,
      label: `U+${c.charCodeAt(0).toString(16)}`,
    });
  }
  const maxLength = Math.max(...optionsOf(field.schema).map((o) => (o.type === 'string' ? (o.maxLength ?? Infinity) : 0)));
  if (maxLength < 3 * HUGE) out.push({ kind: 'huge', value: 'x'.repeat(Math.max(HUGE, maxLength + 1)), label: 'huge' });
  if (json) out.push({ kind: 'wrong-type', value: { nested: { a: 1 } }, label: 'object' });
  else if (!acceptsArrays(field.schema)) out.push({ kind: 'wrong-type', value: ['1', 'x'], label: 'repeated' });
  if (field.required) out.push({ kind: 'missing', value: undefined, label: 'missing' });
  return out;
}

/** The same kinds of bad values as arbitraries, for random combinations. */
export function badValueArbitrary(field: Field, base: unknown, json: boolean): fc.Arbitrary<BadValue> {
  const choices: fc.Arbitrary<BadValue>[] = [fc.constantFrom(...badValues(field, base, json))];
  const numeric = numericOnly(field.schema);
  if (numeric?.maximum !== undefined && numeric.maximum < Number.MAX_SAFE_INTEGER) {
    choices.push(
      fc
        .integer({ min: Math.floor(numeric.maximum) + 1, max: Number.MAX_SAFE_INTEGER })
        .map((v) => ({ kind: 'too-big' as const, value: json ? v : String(v), label: String(v) })),
    );
  }
  const min = numeric ? lowest(numeric) : undefined;
  if (min !== undefined && min > Number.MIN_SAFE_INTEGER) {
    choices.push(
      fc
        .integer({ min: Number.MIN_SAFE_INTEGER, max: Math.ceil(min) - 1 })
        .map((v) => ({ kind: 'negative' as const, value: json ? v : String(v), label: String(v) })),
    );
  }
  choices.push(
    fc
      .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 12 }))
      .map(([a, c, b]) => ({ kind: 'control' as const, value: `a${a}${c}${b}b`, label: `U+${c.charCodeAt(0).toString(16)}` })),
  );
  return fc.oneof(...choices);
}

/** Extra keys a hostile client adds; zod drops unknown keys, so they never make a request valid or invalid. */
export const extraKeys = fc.dictionary(
  fc.oneof(
    fc.constantFrom('__proto__x', 'constructor', 'toString', 'extra', 'admin', 'role'),
    fc.string({ minLength: 1, maxLength: 8 }),
  ),
  fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '2147483648', '-1', '1.5')),
  { maxKeys: 3 },
);

/** Values a broken or hostile client might send anywhere, valid or not. */
export const anyFieldValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', '0', '1', '-1', '1.5', 'NaN', '1e309', '2147483647', '2147483648', '9'.repeat(30), '\u0000', '%', '_'),
  fc.integer().map(String),
  fc.double().map(String),
);

/** The URL of an operation: path parameters filled in (encoded), query string from `query` (arrays repeat). */
export function urlOf(op: Operation, path: Record<string, unknown>, query: Record<string, unknown>): string {
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(path[name] ?? '')));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v])
      search.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** A form-urlencoded body (arrays repeat the key). */
export function formOf(values: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) form.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  return form.toString();
}
