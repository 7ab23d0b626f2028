import { STAFF_PAGE_SIZE, Status, type StaffCompanyDetail, type StaffCompanyEdit, type StaffCompanyItem, type StaffCompanyState, type QueueOrder } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import type { StaffEffects } from '../staff/index.ts';
import { companyDecisionMail, type CompanyDecision } from './company-mail.ts';
import * as repo from './staff-companies.repository.ts';
import { presentCompany, presentCompanyDetail } from './staff-companies.presenter.ts';

/** The company of `id` if the actor may act on it; another institution's company is "not found". */
async function companyFor(db: DbHandle, actor: Actor, id: number): Promise<repo.CompanySummaryRow> {
  const row = await repo.findCompanySummary(db, id);
  const resource = row && { ...row, institutionId: row.institution_id };
  authorize(policies.staffRecord, actor, 'manage', resource);
  return resource;
}

async function mailContacts(db: DbHandle, effects: StaffEffects, company: repo.CompanySummaryRow, decision: CompanyDecision, reason?: string) {
  const contacts = await repo.companyContacts(db, company.id);
  // Account decisions always go by mail (a refused or blocked company cannot sign in to read a notification).
  await effects.mail(contacts.map((c) => companyDecisionMail(c.email, c.language, decision, company.trade_name, reason, effects.origin)));
  if (decision === 'validated') await effects.notify({ kind: 'company.validated', to: { company: company.id }, params: { empresa: company.trade_name }, link: '/mi-empresa' });
}

/** Moves a company from one of `from` to `to`, writes the review and the audit line, mails the contacts. */
async function decide(
  db: DbHandle,
  actor: Actor,
  effects: StaffEffects,
  id: number,
  move: { from: readonly StaffCompanyState[]; action: string; decision: CompanyDecision; reason?: string },
): Promise<StaffCompanyItem> {
  const company = await companyFor(db, actor, id);
  if (!move.from.includes(company.staff_state)) throw new AppError(Status.InvalidStateChange);
  switch (move.decision) {
    case 'validated':
    case 'unblocked':
      await repo.setCompanyState(db, id, 'validated');
      await repo.clearCompanyReview(db, id);
      break;
    case 'rejected':
      await repo.saveCompanyReview(db, id, 'rejected', move.reason ?? '', actor.userId);
      break;
    case 'blocked':
      await repo.setCompanyState(db, id, 'blocked');
      await repo.saveCompanyReview(db, id, 'blocked', move.reason ?? '', actor.userId);
      break;
  }
  const updated = await companyFor(db, actor, id);
  await recordAudit(db, actor, {
    entity: 'company',
    entityId: id,
    action: move.action,
    from: company.staff_state,
    to: updated.staff_state,
    detail: move.reason ?? company.trade_name,
  });
  await mailContacts(db, effects, company, move.decision, move.reason);
  return presentCompany(updated);
}

export async function listCompanies(db: DbHandle, actor: Actor, input: { estado?: StaffCompanyState | undefined; texto?: string | undefined; orden?: QueueOrder | undefined; pagina?: number | undefined }) {
  const page = input.pagina ?? 1;
  const state = input.estado ?? 'pendiente';
  const { total, rows } = await repo.listCompanies(db, actor.institutionId, { state, text: input.texto, order: input.orden, page });
  const contadores = await repo.countCompaniesByState(db, actor.institutionId);
  return { total, pagina: page, porPagina: STAFF_PAGE_SIZE, items: rows.map(presentCompany), contadores };
}

export async function companyDetail(db: DbHandle, actor: Actor, id: number): Promise<StaffCompanyDetail> {
  const company = await companyFor(db, actor, id);
  return presentCompanyDetail(company, await repo.findCompanyDetail(db, id), await repo.companyContacts(db, id));
}

export const validateCompany = (db: DbHandle, actor: Actor, effects: StaffEffects, id: number) =>
  // A rejected request may be reconsidered: the company may have sent what was missing.
  decide(db, actor, effects, id, { from: ['pendiente', 'rechazada'], action: 'validate', decision: 'validated' });

export async function validateCompanies(db: DbHandle, actor: Actor, effects: StaffEffects, ids: number[]) {
  for (const id of new Set(ids)) await validateCompany(db, actor, effects, id);
  return { validadas: new Set(ids).size };
}

export const rejectCompany = (db: DbHandle, actor: Actor, effects: StaffEffects, id: number, reason: string) =>
  decide(db, actor, effects, id, { from: ['pendiente'], action: 'reject', decision: 'rejected', reason });

/** The same reason for several requests (the queue's bulk rejection): each company mailed; one refusal undoes all. */
export async function rejectCompanies(db: DbHandle, actor: Actor, effects: StaffEffects, ids: number[], reason: string) {
  for (const id of new Set(ids)) await rejectCompany(db, actor, effects, id, reason);
  return { rechazadas: new Set(ids).size };
}

export const blockCompany = (db: DbHandle, actor: Actor, effects: StaffEffects, id: number, reason: string) =>
  decide(db, actor, effects, id, { from: ['validada'], action: 'block', decision: 'blocked', reason });

export const unblockCompany = (db: DbHandle, actor: Actor, effects: StaffEffects, id: number) =>
  decide(db, actor, effects, id, { from: ['bloqueada'], action: 'unblock', decision: 'unblocked' });

export async function editCompany(db: DbHandle, actor: Actor, input: StaffCompanyEdit & { idEmpresa: number }): Promise<StaffCompanyDetail> {
  const before = await companyFor(db, actor, input.idEmpresa);
  const data = await repo.findCompanyDetail(db, input.idEmpresa);
  const change: repo.CompanyDataChange = {
    legal_name: input.razonSocial,
    trade_name: input.nombreComercial,
    description: input.descripcion ?? null,
    website: input.web ?? null,
    address: input.direccion ?? null,
    postal_code: input.codigoPostal ?? null,
    locality: input.localidad ?? null,
    employees: input.empleados === undefined || input.empleados === null ? null : Number(input.empleados),
  };
  const previous: Record<keyof repo.CompanyDataChange, unknown> = {
    legal_name: before.legal_name,
    trade_name: before.trade_name,
    description: data.description,
    website: data.website,
    address: data.address,
    postal_code: data.postal_code,
    locality: data.locality,
    employees: data.employees,
  };
  const changed = (Object.keys(change) as (keyof repo.CompanyDataChange)[]).filter((k) => (previous[k] ?? null) !== change[k]);
  await repo.updateCompanyData(db, input.idEmpresa, change);
  if (changed.length > 0) {
    await recordAudit(db, actor, {
      entity: 'company',
      entityId: input.idEmpresa,
      action: 'editData',
      from: changed.map((k) => `${k}: ${String(previous[k] ?? '')}`).join('; '),
      to: changed.map((k) => `${k}: ${String(change[k] ?? '')}`).join('; '),
    });
  }
  return companyDetail(db, actor, input.idEmpresa);
}

export async function editContact(
  db: DbHandle,
  actor: Actor,
  input: { idEmpresa: number; idUsuario: number; nombre: string; apellidos: string; cargo?: string | undefined; telefono?: string | undefined },
): Promise<StaffCompanyDetail> {
  await companyFor(db, actor, input.idEmpresa);
  const ok = await repo.updateContact(db, input.idEmpresa, input.idUsuario, {
    first_name: input.nombre,
    last_name: input.apellidos,
    position: input.cargo ?? null,
    phone: input.telefono ?? null,
  });
  if (!ok) throw new AppError(Status.NotFound);
  await recordAudit(db, actor, {
    entity: 'company',
    entityId: input.idEmpresa,
    action: 'editContact',
    to: `${input.nombre} ${input.apellidos}`,
    detail: `user ${input.idUsuario}`,
  });
  return companyDetail(db, actor, input.idEmpresa);
}

/** The companies of the institution's list, filtered as the list is, for its CSV export. */
export async function companiesForExport(db: DbHandle, actor: Actor, filters: Parameters<typeof repo.listCompanies>[2]) {
  const { rows } = await repo.listCompanies(db, actor.institutionId, filters);
  return rows;
}
