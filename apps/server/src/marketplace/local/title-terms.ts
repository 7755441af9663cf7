import { type RawBuilder, sql } from 'kysely';
import { wordCharacters } from '../../lib/whole-words';

/**
 * How the local tables match a keyword group against a title, on SQLite and PostgreSQL alike: the title holds one
 * of the group's terms, ignoring case (decision 074); a term of `wholeWords` only as a whole word (decision 121:
 * no katakana beside a katakana term, no Latin letter beside a Latin one). Shared by the search of open auctions
 * and the sold history.
 */

/** `%`, `_` and `\` taken literally in LIKE patterns (ESCAPE '\'). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `title` (a column reference, `i.title`) holds one of `group`'s terms. */
export function titleHoldsOneOf(
  title: string,
  group: readonly string[],
  sqlite: boolean,
  wholeWords: ReadonlySet<string>,
): RawBuilder<boolean> {
  const column = sql.ref(title);
  const alternatives = group.map((term) => {
    // PostgreSQL's LIKE escape character is already the backslash; SQLite has none by default.
    const contains = sqlite ? sql`${column} LIKE ${likePattern(term)} ESCAPE '\\'` : sql`${column} ILIKE ${likePattern(term)}`;
    const characters = wordCharacters(term);
    if (!wholeWords.has(term.toLowerCase()) || !characters) return contains;
    // The title padded with spaces so a term at either end has a neighbour; SQLite's GLOB compares case, so both
    // sides are lower-cased there (katakana has no case). The term is katakana or Latin letters only, which neither
    // GLOB nor a regular expression reads as syntax. The LIKE stays for the indexes.
    const other = `[^${characters}]`;
    const padded = sql`(' ' || ${column} || ' ')`;
    const whole = sqlite
      ? sql`lower(${padded}) GLOB ${`*${other}${term.toLowerCase()}${other}*`}`
      : sql`${padded} ~* ${`${other}${term}${other}`}`;
    return sql`(${contains} AND ${whole})`;
  });
  return alternatives.length === 1 ? sql<boolean>`${alternatives[0]}` : sql<boolean>`(${sql.join(alternatives, sql` OR `)})`;
}
