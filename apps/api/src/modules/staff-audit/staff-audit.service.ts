import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { auditFiltersOf, listAudit, presentAudit } from './staff-audit.repository.ts';

type AuditQuery = Parameters<typeof auditFiltersOf>[0];

/** One page of the institution's change log, filtered as the list asks. */
export async function auditPage(db: DbHandle, actor: Actor, query: AuditQuery, page: number) {
  const { total, rows } = await listAudit(db, actor.institutionId, { ...auditFiltersOf(query), page });
  return { total, entries: rows.map(presentAudit) };
}

/** The filtered change log for its CSV export (as many rows as an export takes). */
export async function auditForExport(db: DbHandle, actor: Actor, query: AuditQuery) {
  const { rows } = await listAudit(db, actor.institutionId, auditFiltersOf(query));
  return rows.map(presentAudit);
}
