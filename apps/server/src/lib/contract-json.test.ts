import { apiReply, itemDetailSchema, searchResultSchema } from '@daigou/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContractJsonError, compileContractJson } from './contract-json';

/** What the zod serialiser writes: parse (strip, defaults, transforms), then stringify. */
const viaZod = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));

describe('contract JSON writer', () => {
  it('writes the fields the schema names, in its order, and nothing else', () => {
    const schema = z.object({ b: z.number(), a: z.string(), nested: z.object({ x: z.boolean() }) });
    const value = { a: '字"\n\u2028', extra: 1, nested: { x: true, secret: 's' }, b: 1.5 };
    expect(compileContractJson(schema)(value)).toBe(viaZod(schema, value));
    expect(compileContractJson(schema)(value)).toBe('{"b":1.5,"a":"字\\"\\n\u2028","nested":{"x":true}}');
  });

  it('puts fields in the schema order whatever order the value holds them in', () => {
    const schema = z.object({
      a: z.number(),
      b: z.object({ c: z.string(), d: z.string() }),
      e: z.array(z.object({ f: z.number() })),
    });
    for (const value of [
      { a: 1, b: { c: 'x', d: 'y' }, e: [{ f: 1 }] },
      { b: { d: 'y', c: 'x' }, a: 1, e: [{ f: 1 }, { f: 2, g: 3 }] },
      { a: 1, b: Object.assign(Object.create({ inherited: 1 }), { c: 'x', d: 'y' }), e: [] },
    ]) {
      expect(compileContractJson(schema)(value)).toBe(viaZod(schema, value));
    }
  });

  it('leaves out optional fields that are absent or undefined, and writes null where nullable', () => {
    const schema = z.object({ a: z.string().optional(), b: z.number().nullable(), c: z.array(z.string().nullable()) });
    for (const value of [
      { b: null, c: [] },
      { a: undefined, b: 2, c: ['x', null] },
      { a: 'y', b: null, c: [null] },
    ]) {
      expect(compileContractJson(schema)(value)).toBe(viaZod(schema, value));
    }
  });

  it('lets zod write what zod would change: defaults, transforms, trim, coercion, passthrough', () => {
    const schema = z.object({
      d: z.string().default('none'),
      t: z.string().transform((s) => s.length),
      trimmed: z.string().trim(),
      n: z.coerce.number(),
      loose: z.looseObject({ k: z.string() }),
      link: z.union([z.literal(''), z.string().trim()]).default(''),
    });
    const value = { t: 'abc', trimmed: '  x  ', n: '12', loose: { k: 'v', more: 1 } };
    expect(compileContractJson(schema)(value)).toBe(viaZod(schema, value));
  });

  it('chooses the envelope branch by its code: success data through its schema, a refusal as it is', () => {
    const schema = apiReply(z.object({ id: z.number() }));
    const success = { code: 0, msg: 'ok', data: { id: 1, hidden: 'x' } };
    const refusal = { code: 1, msg: '余额不足', data: { need: 5, other: [1] } };
    expect(compileContractJson(schema)(success)).toBe(viaZod(schema, success));
    expect(compileContractJson(schema)(refusal)).toBe(viaZod(schema, refusal));
  });

  it('writes records entry by entry', () => {
    const schema = z.object({ counts: z.record(z.string(), z.number()), open: z.record(z.string(), z.unknown()) });
    const value = { counts: { 2: 1, a: 3, 1: 0 }, open: { x: { y: [1] }, u: undefined } };
    expect(compileContractJson(schema)(value)).toBe(viaZod(schema, value));
  });

  it('fails as zod fails where zod writes', () => {
    const schema = z.object({ d: z.number().default(1).pipe(z.number().min(0)) });
    expect(() => compileContractJson(schema)({ d: -1 })).toThrow(ContractJsonError);
  });

  it('agrees with zod on random item details and search results', () => {
    for (const schema of [apiReply(itemDetailSchema), apiReply(searchResultSchema)]) {
      const write = compileContractJson(schema);
      fc.assert(
        fc.property(anyValueOf(schema), (value) => {
          expect(write(value)).toBe(viaZod(schema, value));
        }),
        { numRuns: 200 },
      );
    }
  });
});

/** Values the schema accepts, with extra fields sprinkled in: built from zod's own JSON schema of it. */
function anyValueOf(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return arbitraryOf(json).filter((v) => schema.safeParse(v).success);
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
}

function arbitraryOf(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map(arbitraryOf));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = { extra: fc.string() };
      for (const [key, sub] of Object.entries(props)) record[key] = arbitraryOf(sub);
      return fc.record(record, { requiredKeys: [...required] });
    }
    case 'array':
      return fc.array(arbitraryOf(s.items ?? {}), { maxLength: 3 });
    case 'string':
      return fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('', '"\\\n', '\u2028', '\ud800'));
    case 'integer':
      return fc.integer({ min: s.minimum ?? (s.exclusiveMinimum ?? -1e9) + 1, max: s.maximum ?? 1e12 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: s.minimum ?? -1e12, max: s.maximum ?? 1e12 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
