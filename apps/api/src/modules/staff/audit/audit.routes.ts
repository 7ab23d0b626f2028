import type { FastifyInstance } from 'fastify';
import { STAFF_PAGE_SIZE, staffAuditCalls as calls } from '@portal/shared';
import { registerCall } from '../../../lib/contract-route.ts';
import { auditFiltersOf, listAudit, presentAudit } from './audit.repository.ts';

export function staffAuditRoutes(app: FastifyInstance): void {
  registerCall(app, calls.list, async ({ actor, db, query }) => {
    const page = query.pagina ?? 1;
    const { total, rows } = await listAudit(await db(), actor.institutionId, { ...auditFiltersOf(query), page });
    const items = rows.map(presentAudit);
    return { total, pagina: page, porPagina: STAFF_PAGE_SIZE, items };
  });
}
