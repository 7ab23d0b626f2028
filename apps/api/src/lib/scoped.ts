import { sql, type Expression, type SqlBool } from 'kysely';

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
