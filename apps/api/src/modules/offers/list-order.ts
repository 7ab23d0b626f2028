import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { OfferSort } from '@portal/shared';

/**
 * The orders of the candidate's offers lists, written once: `sortedBy` orders the queries by them, and the deep
 * pages (deep-pages.ts) remember positions and resume after them by the same columns, directions and nulls.
 * Each ends with the id, so two offers never tie and a position names one offer.
 */
export interface OrderColumn {
  /** A column of the offer, as the list queries name it (the table is `o`). */
  column: 'o.list_day' | 'o.published_at' | 'o.expires_on' | 'o.pay' | 'o.id';
  /** The type a remembered value (kept as text) is read back as. */
  type: 'date' | 'timestamptz' | 'numeric' | 'integer';
  descending: boolean;
  nullsFirst: boolean;
}

/** The id is never null: its nulls go where the index puts them (first when descending), so the index gives the order as it is. */
const byId = (descending: boolean): OrderColumn => ({ column: 'o.id', type: 'integer', descending, nullsFirst: descending });

/**
 * Highlighted date, else publication date, newest first (spec 2 §4), ties by publication time: `list_day` is that
 * day, stored by the database (migration 0009), so the index offers_list_newest gives the list in this order. The
 * deadline and the pay put offers without one last. Each order is one of the partial indexes of migration 0009.
 */
export const LIST_ORDERS: Record<'newest' | 'caducidad' | 'salario', readonly OrderColumn[]> = {
  newest: [
    // Nulls first: PostgreSQL's own place for them in a descending order, and the index's.
    { column: 'o.list_day', type: 'date', descending: true, nullsFirst: true },
    { column: 'o.published_at', type: 'timestamptz', descending: true, nullsFirst: true },
    byId(true),
  ],
  caducidad: [{ column: 'o.expires_on', type: 'date', descending: false, nullsFirst: false }, byId(false)],
  salario: [{ column: 'o.pay', type: 'numeric', descending: true, nullsFirst: false }, byId(true)],
};

export const listOrder = (sort: OfferSort | undefined): readonly OrderColumn[] =>
  sort === 'caducidad' || sort === 'salario' ? LIST_ORDERS[sort] : LIST_ORDERS.newest;

/** `o.pay desc nulls last, o.id desc`: for an ORDER BY written in SQL (a window, an outer query). */
export function orderClause(order: readonly OrderColumn[]): RawBuilder<unknown> {
  return sql.join(order.map((c) => sql`${sql.ref(c.column)} ${sql.raw(c.descending ? 'desc' : 'asc')} ${sql.raw(c.nullsFirst ? 'nulls first' : 'nulls last')}`));
}

/** A remembered value of the column, read back as the column's type. */
const valueOf = (c: OrderColumn, value: string) => sql`cast(${value} as ${sql.raw(c.type)})`;

/**
 * The offers that come after `key` (the values of `order`'s columns, as text, null where the offer has none) in
 * the order, as one or more conditions that split them into runs following each other in the order: the first
 * run's offers all come before the second's. Each run is one range of the order's index, so reading from a
 * position costs the rows read, not the rows before it:
 *
 * - no nulls in the key, every column's nulls first (newest): one row comparison. An offer with a null where the
 *   key has a value comes before the key in this order, and the comparison is null for it, so it is left out;
 * - a nullable column then the id, nulls last (deadline, pay): the offers after the key with a value, then the
 *   offers without one; from a key without a value, those after it by id;
 * - anything else: the comparison column by column, written out (exact, whatever the nulls, not one range).
 */
export function afterKey(order: readonly OrderColumn[], key: readonly (string | null)[]): RawBuilder<SqlBool>[] {
  const columns = sql.join(order.map((c) => sql.ref(c.column)));
  const values = sql.join(order.map((c, i) => valueOf(c, key[i] as string)));
  const direction = (c: OrderColumn) => sql.raw(c.descending ? '<' : '>');
  const [first, last] = order;
  const sameDirection = order.every((c) => c.descending === first?.descending);

  if (sameDirection && key.every((value) => value !== null) && order.every((c) => c.nullsFirst)) {
    return [sql<SqlBool>`(${columns}) ${direction(order[0] as OrderColumn)} (${values})`];
  }
  if (order.length === 2 && first && last && sameDirection && !first.nullsFirst && last.column === 'o.id' && key[1] !== null) {
    if (key[0] === null) return [sql<SqlBool>`(${sql.ref(first.column)} is null and ${sql.ref(last.column)} ${direction(last)} ${valueOf(last, key[1] as string)})`];
    return [sql<SqlBool>`(${columns}) ${direction(first)} (${values})`, sql<SqlBool>`${sql.ref(first.column)} is null`];
  }
  return [sql<SqlBool>`(${sql.join(order.map((c, i) => sql`(${sql.join([...order.slice(0, i).map((e, j) => same(e, key[j] ?? null)), after(c, key[i] ?? null)], sql` and `)})`), sql` or `)})`];
}

/** The column holds the key's value (null included). */
function same(c: OrderColumn, value: string | null): RawBuilder<SqlBool> {
  return value === null ? sql<SqlBool>`${sql.ref(c.column)} is null` : sql<SqlBool>`${sql.ref(c.column)} = ${valueOf(c, value)}`;
}

/** The column's value comes after the key's value in the column's order. */
function after(c: OrderColumn, value: string | null): RawBuilder<SqlBool> {
  if (value === null) return c.nullsFirst ? sql<SqlBool>`${sql.ref(c.column)} is not null` : sql<SqlBool>`false`;
  const beyond = sql<SqlBool>`${sql.ref(c.column)} ${sql.raw(c.descending ? '<' : '>')} ${valueOf(c, value)}`;
  return c.nullsFirst ? beyond : sql<SqlBool>`(${beyond} or ${sql.ref(c.column)} is null)`;
}
