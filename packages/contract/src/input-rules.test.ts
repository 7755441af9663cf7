import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ID_MAX, ID_MESSAGE, idSchema, lineText, multiLineText, optionalIdSchema, siteLinkSchema } from './input-rules';

describe('idSchema', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [' 42 ', 42],
    [ID_MAX, ID_MAX],
    [String(ID_MAX), ID_MAX],
  ])('accepts %j', (value, expected) => {
    expect(idSchema.parse(value)).toBe(expected);
  });

  it.each([
    0,
    -1,
    1.5,
    ID_MAX + 1,
    '2147483648',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '',
    ' ',
    'abc',
    '99999999999999999999',
    true,
    null,
    [1],
    {},
  ])('refuses %j with the Chinese message', (value) => {
    const result = idSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(ID_MESSAGE);
  });

  it('optionalIdSchema treats an empty field as not given', () => {
    expect(optionalIdSchema.parse('')).toBeUndefined();
    expect(optionalIdSchema.parse(undefined)).toBeUndefined();
    expect(optionalIdSchema.parse('7')).toBe(7);
    expect(optionalIdSchema.safeParse('2147483648').success).toBe(false);
  });
});

describe('text rules', () => {
  const line = lineText(10);
  const lines = multiLineText(10);
  it('refuses NUL and every control character in one line', () => {
    for (let c = 0; c < 0x20; c++) expect(line.safeParse(`a${String.fromCharCode(c)}b`).success, `U+${c}`).toBe(false);
    expect(line.safeParse('a\u007fb').success).toBe(false);
    expect(line.safeParse('钱包 バッグ').success).toBe(true);
  });
  it('allows tab, line feed and carriage return across lines, nothing else', () => {
    expect(lines.safeParse('a\tb\r\nc').success).toBe(true);
    for (const c of ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f'])
      expect(lines.safeParse(`a${c}b`).success, JSON.stringify(c)).toBe(false);
  });
  it('bounds the length', () => {
    expect(line.safeParse('x'.repeat(10)).success).toBe(true);
    expect(line.safeParse('x'.repeat(11)).success).toBe(false);
    expect(lineText(5, { tooLong: '太长' }).safeParse('x'.repeat(6)).error?.issues[0].message).toBe('太长');
  });
  it('keeps working under trim and min', () => {
    const name = lineText(10).trim().min(1);
    expect(name.parse('  a  ')).toBe('a');
    expect(name.safeParse('a\u0000').success).toBe(false);
  });
});

describe('siteLinkSchema', () => {
  it('trims, then applies the link rule', () => {
    expect(siteLinkSchema.parse(' /guide ')).toBe('/guide');
    for (const bad of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', 'data:x'])
      expect(z.safeParse(siteLinkSchema, bad).success, bad).toBe(false);
  });
});
