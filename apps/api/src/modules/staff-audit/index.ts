/** The service's change log: the list, its CSV, and what other modules record in it. */
import { defineModule } from '../../lib/api-module.ts';
import { staffAuditRoutes } from './staff-audit.routes.ts';

export const staffAuditModule = defineModule({ name: 'staff-audit', routes: (app, deps) => staffAuditRoutes(app, { now: deps.now }) });

/** The change log: what the other modules (back-office areas, companies, candidacies) write to it and read of it. */
export { recordAudit, recordSystemAudit, forgetAuditActor, listAudit, presentAudit, auditFiltersOf, type AuditChange } from './staff-audit.repository.ts';
