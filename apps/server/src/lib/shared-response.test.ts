import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileContractJson } from './contract-json';
import { splicingWriter, withOwnFields } from './shared-response';

const page = z.object({
  id: z.string(),
  title: z.string(),
  now: z.number(),
  left: z.number(),
  mine: z.boolean(),
  tags: z.array(z.string()),
});
const envelope = z.object({ code: z.number(), msg: z.string(), data: page });
const viaZod = (value: unknown) => JSON.stringify(envelope.parse(value));

describe('responses with a shared part and fields of their own', () => {
  const write = splicingWriter(compileContractJson(envelope));
  const shared = { id: 'x1', title: '腕時計 "OH済み"\u2028', now: 0, left: 0, mine: false, tags: ['a', 'b'], extra: 'dropped' };

  it('write the same bytes as the contract, per response, from one template per shared object', () => {
    for (const [now, left, mine] of [
      [1, 2, true],
      [1_795_437_606_567, 0, false],
      [3, 4.5, true],
    ] as const) {
      const value = { code: 0, msg: 'ok', data: withOwnFields(shared, { now, left, mine }) };
      expect(write(value)).toBe(viaZod(value));
    }
  });

  it('make a new template when the envelope or the shared object changes', () => {
    const a = { code: 0, msg: 'ok', data: withOwnFields(shared, { now: 1, left: 2, mine: false }) };
    const b = { code: 0, msg: '已保存', data: withOwnFields(shared, { now: 1, left: 2, mine: false }) };
    const c = { code: 0, msg: 'ok', data: withOwnFields({ ...shared, title: '別' }, { now: 1, left: 2, mine: false }) };
    for (const value of [a, b, c, a]) expect(write(value)).toBe(viaZod(value));
  });

  it('give every other reader the whole value', () => {
    const whole = withOwnFields(shared, { now: 7, left: 8, mine: true });
    expect(whole).toEqual({ ...shared, now: 7, left: 8, mine: true });
    expect(JSON.stringify(whole)).toBe(JSON.stringify({ ...shared, now: 7, left: 8, mine: true }));
  });

  it('write values without a mark as before', () => {
    const value = { code: 0, msg: 'ok', data: { ...shared, now: 5, left: 6, mine: false } };
    expect(write(value)).toBe(viaZod(value));
  });
});
