import { sql, type Expression, type ExpressionBuilder, type SqlBool, type StringReference } from 'kysely';

/** Anything that knows its institution: a visitor, an actor, a token's claims. */
export interface InstitutionScope {
  institutionId: string;
}

/** An institution id, or anything that carries one. */
export type Scope = InstitutionScope | string;

/** The institution id of a scope (for reference data filtered in memory, see domains/reference-cache.ts). */
export const idOf = (scope: Scope): string => (typeof scope === 'string' ? scope : scope.institutionId);

/** The institution column of a table or of an aliased table (`o.institution_id`). */
export type InstitutionColumn = 'institution_id' | `${string}.institution_id`;

/** A select, update or delete query of any table. */
interface Filterable {
  where(expression: Expression<SqlBool>): unknown;
}

/**
 * Keeps a query to the caller's institution: `db.selectFrom('offers as o').$call(inInstitution(actor, 'o.institution_id'))`.
 * Every institution-owned table has an `institution_id` column; this is the one place that says how a query is
 * scoped to it, so a repository cannot forget the predicate or compare it with the wrong value. The query
 * builder's type passes through unchanged (selects, updates and deletes alike).
 */
export function inInstitution(scope: Scope, column: InstitutionColumn = 'institution_id') {
  return <QB extends Filterable>(qb: QB): QB => qb.where(sameInstitution(scope, column)) as QB;
}

/** The same predicate as an expression, for joins and `eb.and([...])` lists. */
export function sameInstitution(scope: Scope, column: InstitutionColumn = 'institution_id'): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} = ${idOf(scope)}`;
}

/** Reference rows shared by every institution (no institution) or owned by the caller's. */
export function sharedOrInstitution(scope: Scope | null, column: InstitutionColumn = 'institution_id'): Expression<SqlBool> {
  if (scope === null) return sql<SqlBool>`${sql.ref(column)} is null`;
  return sql<SqlBool>`(${sql.ref(column)} is null or ${sql.ref(column)} = ${idOf(scope)})`;
}

/** A user who owns rows: an actor, or a user id the service already checked (a candidate chosen by staff). */
export type Owner = { userId: number } | number;

/** The user id of an owner. */
export const ownerIdOf = (owner: Owner): number => (typeof owner === 'number' ? owner : owner.userId);

/** The columns that name the user a row belongs to, bare or qualified by a table or alias (`k.candidate_id`). */
type OwnerColumnName = 'user_id' | 'candidate_id' | 'owner_user_id';
export type OwnerColumn = OwnerColumnName | `${string}.${OwnerColumnName}`;

/** Refuses, at compile time, a column that is not one of the query's tables (`x.candidate_id` with no `x`). */
type InQuery<C, DB, TB extends keyof DB> = C extends StringReference<DB, TB> ? unknown : { columnNotInQuery: C };

/**
 * Keeps a query to one user's rows: `db.selectFrom('candidacies as k').where(ownedBy(actor, 'k.candidate_id'))`.
 * The one place that says how a row is tied to its owner, as `inInstitution` is for the institution, so no
 * repository compares an owner column by hand (ESLint refuses it). The column is checked against the tables of
 * the query it is used in, and works in selects, updates, deletes and `eb.and([...])` lists.
 */
export function ownedBy<C extends OwnerColumn>(owner: Owner, column: C) {
  const id = ownerIdOf(owner);
  return <DB, TB extends keyof DB>(_eb: ExpressionBuilder<DB, TB> & InQuery<C, DB, TB>): Expression<SqlBool> =>
    sql<SqlBool>`${sql.ref(column)} = ${id}`;
}

/** The same predicate as an expression, for raw `sql` statements and `eb.and([...])` lists. */
export function sameOwner(owner: Owner, column: OwnerColumn): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} = ${ownerIdOf(owner)}`;
}
