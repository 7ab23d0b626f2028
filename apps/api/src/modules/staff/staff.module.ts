import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../mail/mailer.ts';
import { staffAuditRoutes } from './audit/audit.routes.ts';
import { staffCompaniesRoutes } from './companies/companies.routes.ts';
import { staffOffersRoutes } from './offers/offers.routes.ts';
import { staffCandidaciesRoutes } from './candidacies/candidacies.routes.ts';
import { staffAccountsRoutes } from './accounts/accounts.routes.ts';
import { staffDashboardRoutes } from './dashboard/dashboard.routes.ts';
import { staffCandidatesRoutes } from './candidates/candidates.routes.ts';
import { staffSettingsRoutes } from './settings/settings.routes.ts';
import { staffContentRoutes } from './content/content.routes.ts';
import { staffAgreementsRoutes } from './agreements/agreements.routes.ts';

/** The employment service's back office: every /api/Gestor/... call of its areas. */
export function staffModuleRoutes(app: FastifyInstance, deps: { mailer: Mailer; now: () => Date; isInMaintenance: (institutionId: string) => boolean }): void {
  staffAuditRoutes(app, deps);
  staffCompaniesRoutes(app, deps);
  staffOffersRoutes(app, deps);
  staffCandidaciesRoutes(app, deps);
  staffAccountsRoutes(app);
  staffDashboardRoutes(app, deps);
  staffCandidatesRoutes(app, deps);
  staffSettingsRoutes(app, deps);
  staffContentRoutes(app);
  staffAgreementsRoutes(app, deps);
}
