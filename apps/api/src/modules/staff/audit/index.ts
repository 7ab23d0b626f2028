/** The audit log of staff changes: what the other back-office areas may use. */
export { recordAudit, listAudit, presentAudit, auditFiltersOf, type AuditChange } from './audit.repository.ts';
