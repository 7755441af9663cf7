import { type RawBuilder, sql } from 'kysely';
import { isKatakanaWord, KATAKANA_CLASS } from '../../lib/katakana';

/**
 * How the local tables match a keyword group against a title, on SQLite and PostgreSQL alike: the title holds one
 * of the group's terms, ignoring case (decision 074); a term of `wholeWords` only as a whole katakana word (decision
 * 121). Shared by the search of open auctions and the sold history.
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
    if (!wholeWords.has(term.toLowerCase()) || !isKatakanaWord(term)) return contains;
    // No katakana on either side; the title padded with spaces so a term at either end has a neighbour. The term is
    // katakana only, which neither GLOB nor a regular expression reads as syntax. The LIKE stays for the indexes.
    const other = `[^${KATAKANA_CLASS}]`;
    const padded = sql`(' ' || ${column} || ' ')`;
    const whole = sqlite ? sql`${padded} GLOB ${`*${other}${term}${other}*`}` : sql`${padded} ~ ${`${other}${term}${other}`}`;
    return sql`(${contains} AND ${whole})`;
  });
  return alternatives.length === 1 ? sql<boolean>`${alternatives[0]}` : sql<boolean>`(${sql.join(alternatives, sql` OR `)})`;
}
