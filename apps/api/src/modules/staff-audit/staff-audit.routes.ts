import type { FastifyInstance } from 'fastify';
import { STAFF_PAGE_SIZE, staffAuditCalls as calls, staffExportCalls } from '@portal/shared';
import { csvFile } from '../../lib/csv.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { auditColumns, exportActor } from '../staff/index.ts';
import { registerCall } from '../../lib/contract-route.ts';
import { auditForExport, auditPage } from './staff-audit.service.ts';

export function staffAuditRoutes(app: FastifyInstance, deps: { now: () => Date }): void {
  registerFileCall(app, staffExportCalls.audit, async ({ db, query, session, institution, language }) => {
    const entries = await auditForExport(db, exportActor(session, institution, language), query);
    return csvFile('registro-de-cambios', auditColumns(language), entries, deps.now());
  });
  registerCall(app, calls.list, async ({ actor, db, query }) => {
    const page = query.pagina ?? 1;
    const { total, entries } = await auditPage(await db(), actor, query, page);
    return { total, pagina: page, porPagina: STAFF_PAGE_SIZE, items: entries };
  });
}
