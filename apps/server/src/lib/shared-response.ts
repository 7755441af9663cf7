import type { JsonWriter } from './contract-json';

/**
 * Responses made of a part many requests share and a few fields of their own (docs/decisions/021): an item
 * page is the same for every viewer until the item, its seller or the rates change; only the server time,
 * the time left and the viewer's blacklist differ. `withOwnFields(shared, own)` answers the whole value —
 * `{ ...shared, ...own }`, for every reader — marked so that the response writer writes the shared part
 * once per shared object and splices the own fields into that text on each response.
 */
const SPLICE = Symbol('splice');

interface SpliceMark {
  shared: object;
  own: Record<string, unknown>;
}

export function withOwnFields<T extends object>(shared: T, own: Partial<T>): T {
  const whole = { ...shared, ...own };
  Object.defineProperty(whole, SPLICE, { value: { shared, own } satisfies SpliceMark });
  return whole;
}

/** The mark on an envelope's data, if it has one. */
function markOf(payload: unknown): SpliceMark | undefined {
  const data = (payload as { data?: unknown } | null)?.data;
  return data !== null && typeof data === 'object' ? (data as { [SPLICE]?: SpliceMark })[SPLICE] : undefined;
}

interface Template {
  /** The envelope's own fields (code, msg) the template was written with. */
  head: string;
  names: string[];
  /** Text between the own fields: names.length + 1 pieces. */
  pieces: string[];
}

const placeholder = (name: string) => `\u0000splice:${name}\u0000`;

/**
 * Wraps a route's writer: an envelope whose data came from `withOwnFields` is written from a template
 * made once per shared object (with placeholders where the own fields go); anything else as before.
 */
export function splicingWriter(write: JsonWriter): JsonWriter {
  const templates = new WeakMap<object, Template>();
  return (payload) => {
    const mark = markOf(payload);
    if (!mark || Object.values(mark.own).includes(undefined)) return write(payload);
    const envelope = payload as { code: unknown; msg: unknown; data: object };
    const head = `${envelope.code}\u0000${envelope.msg}`;
    let template = templates.get(mark.shared);
    if (!template || template.head !== head) {
      const names = Object.keys(mark.own);
      const marked = { ...mark.shared, ...Object.fromEntries(names.map((n) => [n, placeholder(n)])) };
      const text = write({ ...envelope, data: marked });
      if (text === undefined) return write(payload);
      const pieces: string[] = [];
      let rest = text;
      for (const name of names) {
        const at = rest.indexOf(JSON.stringify(placeholder(name)));
        if (at < 0) return write(payload); // a field the contract leaves out: no template
        pieces.push(rest.slice(0, at));
        rest = rest.slice(at + JSON.stringify(placeholder(name)).length);
      }
      pieces.push(rest);
      template = { head, names, pieces };
      templates.set(mark.shared, template);
    }
    let out = template.pieces[0];
    for (let i = 0; i < template.names.length; i++) {
      out += JSON.stringify(mark.own[template.names[i]]) + template.pieces[i + 1];
    }
    return out;
  };
}
