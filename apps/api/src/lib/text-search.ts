import { sql, type Expression, type SqlBool } from 'kysely';
import { FOLDABLE_LETTERS, FOLDED_LETTERS, foldText } from '@portal/shared';

/**
 * Searching typed text in SQL, the one way: case and accents aside ("Munoz" finds "Muñoz", "muñoz" finds "MUÑOZ")
 * and what a person typed taken literally ("50%" finds "50%", not "500"). The fold is plain `translate` + `lower`,
 * so it runs on PGlite and PostgreSQL alike without the unaccent extension, with the letters of the shared table
 * that `foldText` also folds: the pattern folded in JavaScript and the column folded in SQL agree.
 */

/** A column (`c.trade_name`) or an expression (`u.first_name || ' ' || u.last_name`) holding text. */
export type SearchedText = string | Expression<string | null>;

/** How many typed words a search keeps: a pasted paragraph must not build a statement of a thousand predicates. */
export const MAX_SEARCH_WORDS = 8;

const asExpression = (text: SearchedText) => (typeof text === 'string' ? sql.ref(text) : text);

/** The text folded in SQL: accents dropped, then lower case. */
export function folded(text: SearchedText): Expression<string | null> {
  return sql<string | null>`lower(translate(${asExpression(text)}, ${FOLDABLE_LETTERS}, ${FOLDED_LETTERS}))`;
}

/** `%`, `_` and `\` typed by a person are letters, not LIKE wildcards (backslash is LIKE's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** The LIKE pattern of "contains this text", folded: compare it with a folded column. */
export function containsPattern(text: string): string {
  return `%${escapeLike(foldText(text))}%`;
}

/** The words of what a person typed, folded, at most `MAX_SEARCH_WORDS`. */
export function searchWords(text: string): string[] {
  return foldText(text).split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** The whole typed text appears in one of the columns. */
export function anyContains(columns: readonly SearchedText[], text: string): Expression<SqlBool> {
  const pattern = containsPattern(text.trim());
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`${folded(column)} like ${pattern}`),
    sql` or `,
  )})`;
}

/** Every typed word appears in one of the columns, in any order ("garcia munoz" finds "Muñoz García"). */
export function everyWordIn(columns: readonly SearchedText[], text: string): Expression<SqlBool> {
  const words = searchWords(text);
  if (words.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(
    words.map((word) => anyContains(columns, word)),
    sql` and `,
  )})`;
}
