import type { z } from 'zod';

/**
 * The longest string each field of an input schema accepts (issue 25.1): zod's `.max()` / `.length()`, and the
 * longest match of an anchored `.regex()`; Infinity when nothing bounds it. Walks objects, arrays, optionals,
 * defaults, unions and pipes (`z.preprocess`), so the rule a field really goes through is the one measured.
 */
export function stringLimits(schema: z.ZodType): Map<string, number> {
  const out = new Map<string, number>();
  walk(schema, '', out);
  return out;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  checks?: Array<{ _zod: { def: CheckDef } }>;
  pattern?: RegExp;
  format?: string;
}
interface CheckDef {
  check: string;
  maximum?: number;
  length?: number;
  pattern?: RegExp;
}

function walk(schema: z.ZodType, path: string, out: Map<string, number>): void {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries(def.shape ?? {})) walk(field, path ? `${path}.${key}` : key, out);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      if (def.innerType) walk(def.innerType, path, out);
      return;
    case 'pipe':
      if (def.in) walk(def.in, path, out);
      if (def.out) walk(def.out, path, out);
      return;
    case 'array':
      if (def.element) walk(def.element, `${path}[]`, out);
      return;
    case 'union':
      for (const option of def.options ?? []) walk(option, path, out);
      return;
    case 'string': {
      let limit = def.pattern ? regexMaxLength(def.pattern) : Number.POSITIVE_INFINITY;
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === 'max_length' && c.maximum !== undefined) limit = Math.min(limit, c.maximum);
        if (c.check === 'length_equals' && c.length !== undefined) limit = Math.min(limit, c.length);
        if (c.check === 'string_format' && c.pattern) limit = Math.min(limit, regexMaxLength(c.pattern));
      }
      // A field met twice (the two sides of a pipe) is bounded by the stricter rule.
      out.set(path, Math.min(limit, out.get(path) ?? Number.POSITIVE_INFINITY));
      return;
    }
    default:
      return;
  }
}

/**
 * The longest string an anchored pattern (`^…$`) matches, Infinity when unbounded or not anchored at both ends.
 * Understands what the contract's patterns use: literals, escapes, classes, groups, lookarounds (zero width),
 * alternation and the quantifiers ? * + {n} {n,} {n,m}. Anything it cannot read counts as unbounded.
 */
export function regexMaxLength(pattern: RegExp): number {
  const src = pattern.source;
  if (!src.startsWith('^') || !src.endsWith('$') || src.endsWith('\\$')) return Number.POSITIVE_INFINITY;
  try {
    const parser = new PatternParser(src.slice(1, -1));
    const length = parser.alternation();
    return parser.done() ? length : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

class PatternParser {
  private i = 0;
  constructor(private readonly s: string) {}

  done(): boolean {
    return this.i === this.s.length;
  }

  alternation(): number {
    let longest = this.sequence();
    while (this.s[this.i] === '|') {
      this.i++;
      longest = Math.max(longest, this.sequence());
    }
    return longest;
  }

  private sequence(): number {
    let total = 0;
    while (this.i < this.s.length && this.s[this.i] !== '|' && this.s[this.i] !== ')') {
      const atom = this.atom();
      total += atom * this.quantifier(atom);
    }
    return total;
  }

  private atom(): number {
    const c = this.s[this.i];
    if (c === '(') {
      this.i++;
      let zeroWidth = false;
      if (this.s[this.i] === '?') {
        const kind = this.s.slice(this.i, this.i + 3);
        zeroWidth = kind.startsWith('?=') || kind.startsWith('?!') || kind === '?<=' || kind === '?<!';
        if (kind.startsWith('?:') || kind.startsWith('?=') || kind.startsWith('?!')) this.i += 2;
        else if (kind === '?<=' || kind === '?<!') this.i += 3;
        else if (kind.startsWith('?<')) this.i = this.s.indexOf('>', this.i) + 1;
        else throw new Error('unknown group');
      }
      const inner = this.alternation();
      if (this.s[this.i] !== ')') throw new Error('unclosed group');
      this.i++;
      return zeroWidth ? 0 : inner;
    }
    if (c === '[') {
      this.i++;
      if (this.s[this.i] === '^') this.i++;
      if (this.s[this.i] === ']') this.i++;
      while (this.i < this.s.length && this.s[this.i] !== ']') this.i += this.s[this.i] === '\\' ? 2 : 1;
      if (this.s[this.i] !== ']') throw new Error('unclosed class');
      this.i++;
      return 1;
    }
    if (c === '\\') {
      const next = this.s[this.i + 1];
      if (next === 'b' || next === 'B') {
        this.i += 2;
        return 0;
      }
      if (next === 'u' && this.s[this.i + 2] === '{') this.i = this.s.indexOf('}', this.i) + 1;
      else if (next === 'u') this.i += 6;
      else if (next === 'x') this.i += 4;
      else if (next === 'p' || next === 'P') this.i = this.s.indexOf('}', this.i) + 1;
      else this.i += 2;
      return 1;
    }
    if (c === '^' || c === '$') {
      this.i++;
      return 0;
    }
    this.i++;
    return 1;
  }

  /** How many times the atom may repeat at most. */
  private quantifier(atom: number): number {
    const c = this.s[this.i];
    let times = 1;
    if (c === '?') {
      this.i++;
    } else if (c === '*' || c === '+') {
      this.i++;
      times = Number.POSITIVE_INFINITY;
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.s.slice(this.i));
      if (!m) return 1;
      this.i += m[0].length;
      times = m[2] === undefined ? Number(m[1]) : m[3] === '' ? Number.POSITIVE_INFINITY : Number(m[3]);
    } else {
      return 1;
    }
    if (this.s[this.i] === '?') this.i++;
    return atom === 0 ? 0 : times;
  }
}
