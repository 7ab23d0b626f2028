/**
 * What the back-office features (the modules/staff-* folders, role Gestor) share. It registers no route, so it is a
 * library folder, not a module: scripts/module-list.ts lists no module for it but gathers its migration. It holds the
 * staff tables and their migration (audit log, reviews, institution settings, staff admins), the staff record policy
 * (registered in policies/index.ts), the effects (mail, notifications) a staff service is given and what each area's CSV export is
 * built with. The tests that span every back-office area (roles, institutions, exports, search) live here too.
 */
export type { StaffEffects } from './staff-effects.ts';
export { EXPORT_MAX_ROWS, exportActor } from './staff-export.ts';
export { agreementColumns, auditColumns, candidacyColumns, changeRequestColumns, candidateColumns, educationRequestColumns, companyColumns, eventEnrolmentColumns, offerColumns } from './export-columns.ts';
