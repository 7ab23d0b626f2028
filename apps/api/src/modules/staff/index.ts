/** The employment service's back office (role Gestor): every /api/Gestor/... call of its areas. */
import { defineModule } from '../../lib/api-module.ts';
import { staffModuleRoutes } from './staff.module.ts';

export const staffModule = defineModule({ name: 'staff', routes: (app, deps) => staffModuleRoutes(app, { mailer: deps.mailer, now: deps.now, isInMaintenance: deps.isInMaintenance }) });

/** The service's change log, written by other modules when a company or a candidate changes what the service follows. */
export { recordAudit } from './audit/index.ts';
