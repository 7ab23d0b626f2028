import {
  STAFF_PAGE_SIZE,
  Status,
  type CompanyInternshipRequestBody,
  type EducationRequestDetail,
  type EducationRequestStateName,
  type Language,
  type StaffEducationRequestDetail,
  type StaffEducationRequestItem,
  type StudentEducationRequestItem,
} from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import type { CallEffects } from '../notifications/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import * as repo from './education-requests.repository.ts';
import { confirmationName, toEducationRequest, toEducationRequestDetail } from './education-requests.presenter.ts';
import { companyOf } from './company-interns.service.ts';

const day = (iso: string) => iso.split('-').reverse().join('/');

/** The brand takes internship requests, or the company already has some: the menu entry applies. */
export async function hasMenu(db: DbHandle, actor: Actor) {
  const count = await repo.countForCompany(db, actor.institutionId, await repo.companyMatch(db, companyOf(actor)));
  return { tieneMenu: actor.brand.flags.hasPropuestaPracticas || count > 0 };
}

export async function listForCompany(db: DbHandle, actor: Actor) {
  const rows = await repo.requestRows(db, actor.institutionId, { company: await repo.companyMatch(db, companyOf(actor)) });
  return rows.map((row) => toEducationRequest(row, actor.language));
}

/** The student's own requests and the companies' requests for them, newest first (nobody else's). */
export async function listForStudent(db: DbHandle, actor: Actor): Promise<StudentEducationRequestItem[]> {
  const rows = await repo.requestRows(db, actor.institutionId, { candidateId: actor.userId });
  return rows.map((row) => {
    const item = toEducationRequest(row, actor.language);
    return {
      idSolicitudPractica: item.idSolicitudPractica,
      origen: item.origen,
      estado: item.estado,
      fechaInicio: item.fechaInicio,
      fechaFin: item.fechaFin,
      horasSemana: item.horasSemana,
      puestoTrabajo: item.puestoTrabajo,
      fecha: item.fecha,
      idPractica: item.idPractica,
      empresa: row.company_name,
      motivoDecision: row.decision_reason,
    };
  });
}

/** One request of the institution for the back office (608 for another institution's, as for none). */
export async function staffDetail(db: DbHandle, actor: Actor, id: number): Promise<StaffEducationRequestDetail> {
  const [row] = await repo.requestRows(db, actor.institutionId, { id });
  if (!row) throw new AppError(Status.NotFound);
  return {
    ...toEducationRequestDetail(row, actor.language),
    empresa: row.company_name,
    cif: row.company_cif,
    emailContacto: row.contact_email,
    decidibleGestor: row.state === 'pending' && staffDecides(row),
  };
}

/**
 * The company a request names: its stored id, or, for a proposal sent before the company was on the portal (no id),
 * the caller's company when the CIF the student wrote is the caller's.
 */
async function namedCompany(db: DbHandle, actor: Actor, found: { company_id: number | null; company_cif: string }) {
  if (found.company_id !== null || actor.role !== 'Empresa') return found.company_id;
  const own = await repo.companyMatch(db, companyOf(actor));
  return own.cif !== '' && own.cif.toUpperCase() === found.company_cif.toUpperCase() ? own.id : null;
}

/** A request of the caller's company (608 for another company's, as for one that does not exist). */
async function ownRequest(db: DbHandle, actor: Actor, id: number) {
  const found = await repo.findRequest(db, id);
  const request = found && { ...found, institutionId: found.institution_id, companyId: await namedCompany(db, actor, found) };
  authorize(policies.companyIntern, actor, 'read', request);
  return request;
}

async function detailOf(db: DbHandle, actor: Actor, id: number): Promise<EducationRequestDetail> {
  const [row] = await repo.requestRows(db, actor.institutionId, { id });
  if (!row) throw new AppError(Status.NotFound);
  return toEducationRequestDetail(row, actor.language);
}

export async function detail(db: DbHandle, actor: Actor, id: number) {
  await ownRequest(db, actor, id);
  return detailOf(db, actor, id);
}

const DECIDED = {
  accepted: { estado: { es: 'aceptada', ca: 'acceptada', en: 'accepted' }, decision: { es: 'aceptado', ca: 'acceptat', en: 'accepted' } },
  rejected: { estado: { es: 'rechazada', ca: 'rebutjada', en: 'rejected' }, decision: { es: 'rechazado', ca: 'rebutjat', en: 'rejected' } },
} as const;

/** The company decides a student's request naming it; its own requests are the service's to decide (48). */
export async function decideRequest(
  db: DbHandle,
  actor: Actor,
  effects: CallEffects,
  input: { id: number; state: 'accepted' | 'rejected'; reason: string | null },
  now: Date,
): Promise<EducationRequestDetail> {
  const request = await ownRequest(db, actor, input.id);
  if (request.origin !== 'candidate') throw new AppError(Status.ActionNotAllowed);
  if (request.state !== 'pending' || !(await repo.decide(db, request.id, { state: input.state, userId: actor.userId, companyId: companyOf(actor), reason: input.reason, now }))) {
    throw new AppError(Status.RequestAlreadyDecided);
  }
  if (input.state === 'accepted') await repo.createInternshipFrom(db, request.id);
  const decided = await detailOf(db, actor, request.id);
  const [row] = await repo.requestRows(db, actor.institutionId, { id: request.id });
  await recordAudit(db, actor, {
    entity: 'internshipRequest',
    entityId: request.id,
    action: input.state === 'accepted' ? 'acceptInternshipRequest' : 'rejectInternshipRequest',
    from: 'pendiente',
    to: decided.estado,
    detail: input.reason ?? decided.alumno,
  });
  await effects.notify({
    kind: 'education-request.decided',
    to: { users: [request.candidate_id] },
    params: { ...DECIDED[input.state], empresa: row?.company_name ?? '', ...(input.reason ? { motivo: input.reason } : {}) },
    link: '/mis-practicas',
  });
  // The company's yes makes an internship "agreed, to be formalised": the service formalises it (agreement, tutor), so it hears of it.
  if (input.state === 'accepted') {
    await effects.notify({
      kind: 'education-request.accepted',
      to: { staff: true },
      params: { empresa: row?.company_name ?? '', alumno: decided.alumno, inicio: day(decided.fechaInicio), fin: day(decided.fechaFin) },
      link: `/gestion/solicitudes-practicas/${request.id}`,
    });
  }
  return decided;
}

export async function checkDni(db: DbHandle, actor: Actor, dni: string) {
  const candidate = await repo.candidateByDni(db, actor.institutionId, dni);
  if (!candidate) throw new AppError(Status.UnknownStudentDni, { datos: { errores: [{ campo: 'dni', codigo: Status.UnknownStudentDni, clave: 'malformed' }] } });
  return { existe: true as const, nombre: confirmationName(candidate.first_name, candidate.last_name) };
}

/** Creates the company's request for a student (by DNI/NIE) or edits its own undecided one. */
export async function requestInternship(db: DbHandle, actor: Actor, effects: CallEffects, body: CompanyInternshipRequestBody, now: Date) {
  const values: repo.CompanyRequestValues = {
    startDate: body.fechaInicio,
    endDate: body.fechaFin,
    hoursPerDay: body.horasDia ?? null,
    hoursPerWeek: body.horasSemana,
    position: body.puestoTrabajo,
    department: body.departamento ?? null,
    tasks: body.tareas,
    tutor: JSON.stringify({ first_name: body.tutor.nombre, last_name: body.tutor.apellidos, email: body.tutor.email, phone: body.tutor.telefono ?? null, position: body.tutor.cargo ?? null }),
  };
  if (body.idSolicitudPractica !== undefined) {
    const request = await ownRequest(db, actor, body.idSolicitudPractica);
    if (request.origin !== 'company') throw new AppError(Status.ActionNotAllowed);
    if (request.state !== 'pending' || !(await repo.updateCompanyRequest(db, request.id, values, now))) throw new AppError(Status.RequestNotEditable);
    const edited = await detailOf(db, actor, request.id);
    await recordAudit(db, actor, { entity: 'internshipRequest', entityId: request.id, action: 'editInternshipRequest', detail: edited.alumno });
    return { edited: true, datos: edited };
  }
  const candidate = await repo.candidateByDni(db, actor.institutionId, body.dni ?? '');
  if (!candidate) throw new AppError(Status.UnknownStudentDni, { datos: { errores: [{ campo: 'dni', codigo: Status.UnknownStudentDni, clave: 'malformed' }] } });
  const company = await repo.companyAndContact(db, companyOf(actor), actor.userId);
  const id = await repo.insertCompanyRequest(db, {
    ...values,
    institutionId: actor.institutionId,
    candidateId: candidate.id,
    companyId: companyOf(actor),
    cif: company.cif,
    companyName: company.trade_name,
    contactEmail: company.email,
    userId: actor.userId,
    now,
  });
  const created = await detailOf(db, actor, id);
  await recordAudit(db, actor, { entity: 'internshipRequest', entityId: id, action: 'requestInternship', to: 'pendiente', detail: `${company.trade_name} → ${created.alumno}` });
  const params = { empresa: company.trade_name, alumno: created.alumno, inicio: day(created.fechaInicio), fin: day(created.fechaFin) };
  await effects.notify({ kind: 'education-request.company', to: { users: [candidate.id] }, params, link: '/mis-practicas' });
  await effects.notify({ kind: 'education-request.company', to: { staff: true }, params, link: '/gestion/solicitudes-practicas' });
  return { edited: false, datos: created };
}

export async function staffList(db: DbHandle, actor: Actor, state: EducationRequestStateName = 'pendiente', page = 1) {
  const stored = ({ pendiente: 'pending', aceptada: 'accepted', rechazada: 'rejected' } as const)[state];
  const rows = await repo.requestRows(db, actor.institutionId, { state: stored });
  const contadores = { pendiente: 0, aceptada: 0, rechazada: 0 };
  const names = { pending: 'pendiente', accepted: 'aceptada', rejected: 'rechazada' } as const;
  for (const count of await repo.countsByState(db, actor.institutionId)) contadores[names[count.state]] = count.n;
  const items = rows.slice((page - 1) * STAFF_PAGE_SIZE, page * STAFF_PAGE_SIZE).map((row) => toStaffItem(row, actor.language));
  return { total: rows.length, pagina: page, porPagina: STAFF_PAGE_SIZE, items, contadores };
}

/** Every request of a state, for the CSV export (the page is ignored). */
export async function allStaffRequests(db: DbHandle, actor: Actor, state: EducationRequestStateName = 'pendiente'): Promise<StaffEducationRequestItem[]> {
  const stored = ({ pendiente: 'pending', aceptada: 'accepted', rechazada: 'rejected' } as const)[state];
  return (await repo.requestRows(db, actor.institutionId, { state: stored })).map((row) => toStaffItem(row, actor.language));
}

/**
 * The service decides a company's own request, and a student's naming a company outside the portal (no company of
 * the portal can answer it; one that joins later with that CIF sees it too, and the first decision stands).
 */
const staffDecides = (row: { origin: string; company_id: number | null }) => row.origin === 'company' || row.company_id === null;

function toStaffItem(row: repo.EducationRequestRow, language: Language): StaffEducationRequestItem {
  return {
    ...toEducationRequest(row, language),
    empresa: row.company_name,
    decidibleGestor: row.state === 'pending' && staffDecides(row),
    motivoDecision: row.decision_reason,
  };
}

/**
 * The service decides a company's own request for a student, and a student's request naming a company outside the
 * portal (a student's request to a company of the portal is the company's to decide: 48); deciding twice answers
 * 630, also when another decision lands between reading and saving. Accepting creates the internship "agreed, to be
 * formalised"; the company's contacts (when it is on the portal) and the student hear of the decision.
 */
export async function staffDecide(
  db: DbHandle,
  actor: Actor,
  effects: CallEffects,
  input: { id: number; state: 'accepted' | 'rejected'; reason: string | null },
  now: Date,
): Promise<StaffEducationRequestItem> {
  const found = await repo.findRequest(db, input.id);
  authorize(policies.staffRecord, actor, 'manage', found && { institutionId: found.institution_id });
  if (!found) throw new AppError(Status.NotFound);
  if (!staffDecides(found)) throw new AppError(Status.ActionNotAllowed);
  if (found.state !== 'pending' || !(await repo.decide(db, found.id, { state: input.state, userId: actor.userId, reason: input.reason, now }))) {
    throw new AppError(Status.RequestAlreadyDecided);
  }
  const internshipId = input.state === 'accepted' ? await repo.createInternshipFrom(db, found.id) : null;
  const [row] = await repo.requestRows(db, actor.institutionId, { id: found.id });
  if (!row) throw new AppError(Status.NotFound);
  const item = toStaffItem(row, actor.language);
  await recordAudit(db, actor, {
    entity: 'internshipRequest',
    entityId: found.id,
    action: input.state === 'accepted' ? 'acceptInternshipRequest' : 'rejectInternshipRequest',
    from: 'pendiente',
    to: item.estado,
    detail: `${item.empresa} → ${item.alumno}${internshipId ? ` (#${internshipId})` : ''}${input.reason ? `: ${input.reason}` : ''}`,
  });
  const params = { ...DECIDED[input.state], empresa: item.empresa, alumno: item.alumno, ...(input.reason ? { motivo: input.reason } : {}) };
  if (found.company_id !== null) {
    await effects.notify({ kind: 'education-request.reviewed', to: { company: found.company_id }, params, link: '/solicitudes-practicas-educacion' });
  }
  // The student's own request was theirs to send: they hear the service decided it, not a company's request.
  const studentKind = found.origin === 'company' ? 'education-request.reviewed' : 'education-request.service-decided';
  await effects.notify({ kind: studentKind, to: { users: [found.candidate_id] }, params, link: '/mis-practicas' });
  return item;
}
