import type { FastifyInstance } from 'fastify';
import { STAFF_PAGE_SIZE, staffAuditCalls as calls, staffExportCalls } from '@portal/shared';
import { csvFile } from '../../../lib/csv.ts';
import { registerFileCall } from '../../../lib/file-route.ts';
import { auditColumns } from '../export-columns.ts';
import { exportActor } from '../staff-export.ts';
import { registerCall } from '../../../lib/contract-route.ts';
import { auditFiltersOf, listAudit, presentAudit } from './audit.repository.ts';

export function staffAuditRoutes(app: FastifyInstance, deps: { now: () => Date }): void {
  registerFileCall(app, staffExportCalls.audit, async ({ db, query, session, institution, language }) => {
    const { rows } = await listAudit(db, exportActor(session, institution, language).institutionId, auditFiltersOf(query));
    return csvFile('registro-de-cambios', auditColumns(language), rows.map(presentAudit), deps.now());
  });
  registerCall(app, calls.list, async ({ actor, db, query }) => {
    const page = query.pagina ?? 1;
    const { total, rows } = await listAudit(await db(), actor.institutionId, { ...auditFiltersOf(query), page });
    const items = rows.map(presentAudit);
    return { total, pagina: page, porPagina: STAFF_PAGE_SIZE, items };
  });
}
