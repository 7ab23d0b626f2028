import { STAFF_PAGE_SIZE, Status, type ChangeRequestBody, type ChangeRequestItem, type ChangeRequestStateName, type Language } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import type { CallEffects } from '../notifications/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import * as repo from './change-requests.repository.ts';
import { KINDS, STATES, changeInWords, toChangeRequest, type StoredBefore } from './change-requests.presenter.ts';
import { companyOf } from './company-interns.service.ts';
import { OUTSIDE_COMPANY } from './renunciations.service.ts';

/** Internships that have not ended can still change. */
const CHANGEABLE = new Set(['pending', 'active']);

/** The brand decides whether companies may ask for changes (canCambiarPracticas); otherwise 48. */
function requireChangesAllowed(actor: Actor): void {
  if (!actor.brand.flags.canCambiarPracticas) throw new AppError(Status.ActionNotAllowed);
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The rows in the wire's words, each renunciation with its documents (one read for the page). */
async function present(db: DbHandle, rows: repo.ChangeRequestRow[]): Promise<ChangeRequestItem[]> {
  const renounced = rows.filter((r) => r.kind === 'renunciation').map((r) => r.internship_id);
  const documents = await repo.renunciationDocuments(db, renounced);
  return rows.map((row) => toChangeRequest(row, row.kind === 'renunciation' ? documents.filter((d) => d.internship_id === row.internship_id) : []));
}

async function one(db: DbHandle, actor: Actor, id: number): Promise<ChangeRequestItem> {
  const [row] = await repo.requestRows(db, actor.institutionId, { id });
  if (!row) throw new AppError(Status.NotFound);
  return toChangeRequest(row, row.kind === 'renunciation' ? await repo.renunciationDocuments(db, [row.internship_id]) : []);
}

export async function requestChange(db: DbHandle, actor: Actor, effects: CallEffects, body: ChangeRequestBody): Promise<ChangeRequestItem> {
  const found = await repo.findInternship(db, body.idPractica);
  const internship = found && { ...found, institutionId: found.institution_id, companyId: found.company_id };
  authorize(policies.companyIntern, actor, 'act', internship);
  requireChangesAllowed(actor);
  if (!CHANGEABLE.has(internship.state)) throw new AppError(Status.InternshipEnded);
  // An early end falls within the internship; new dates are checked by the schema (start before end).
  if (body.accion === 'finalizacion' && body.fechaFin && (body.fechaFin < internship.start_date || body.fechaFin >= internship.end_date)) {
    throw new AppError(Status.MissingMandatoryData, { datos: { errores: [{ campo: 'fechaFin', codigo: Status.MissingMandatoryData, clave: 'range' }] } });
  }
  if (await repo.hasOpenRequest(db, internship.id)) throw new AppError(Status.ChangeRequestOpen);
  const previous: StoredBefore = {
    start_date: internship.start_date,
    end_date: internship.end_date,
    hours_per_day: internship.hours_per_day === null ? null : Number(internship.hours_per_day),
    tutor: internship.company_tutor,
  };
  const tutor = body.tutor ? { first_name: body.tutor.nombre, last_name: body.tutor.apellidos, email: body.tutor.email } : null;
  let id: number;
  try {
    id = await repo.insertRequest(db, {
      institutionId: actor.institutionId,
      internshipId: internship.id,
      companyId: companyOf(actor),
      userId: actor.userId,
      kind: KINDS[body.accion],
      startDate: body.accion === 'fechas' ? (body.fechaInicio ?? null) : null,
      endDate: body.accion === 'fechas' || body.accion === 'finalizacion' ? (body.fechaFin ?? null) : null,
      hoursPerDay: body.accion === 'horas' ? (body.horasDia ?? null) : null,
      tutor: body.accion === 'tutor' ? tutor : null,
      reason: body.motivo,
      previous: previous as Record<string, unknown>,
    });
  } catch (error) {
    // Two requests sent at once: the index keeps one open, the other hears why.
    if (isUniqueViolation(error)) throw new AppError(Status.ChangeRequestOpen);
    throw error;
  }
  const item = await one(db, actor, id);
  await recordAudit(db, actor, { entity: 'internship', entityId: internship.id, action: 'requestInternshipChange', from: null, to: 'pendiente', detail: `${item.accion}: ${body.motivo}` });
  await effects.notify({
    kind: 'internship-change.requested',
    to: { staff: true },
    params: { empresa: item.empresa, alumno: item.alumno, cambio: changeInWords(item), motivo: body.motivo },
    link: '/gestion/cambios-practicas',
  });
  return item;
}

export async function companyRequests(db: DbHandle, actor: Actor): Promise<ChangeRequestItem[]> {
  requireChangesAllowed(actor);
  const rows = await repo.requestRows(db, actor.institutionId, { companyId: companyOf(actor) });
  return rows.map((row) => toChangeRequest(row));
}

const storedState = (state: ChangeRequestStateName) => (Object.keys(STATES) as (keyof typeof STATES)[]).find((key) => STATES[key] === state) ?? 'pending';

/** One page of the requests of a state (pending oldest first, decided newest first), with the count of every state. */
export async function staffRequests(db: DbHandle, actor: Actor, state: ChangeRequestStateName = 'pendiente', page = 1) {
  const rows = await repo.requestRows(db, actor.institutionId, { state: storedState(state), page: { size: STAFF_PAGE_SIZE, number: page } });
  const counts = await repo.countsByState(db, actor.institutionId);
  const contadores = { pendiente: 0, aceptada: 0, rechazada: 0 };
  for (const count of counts) contadores[STATES[count.state]] = count.n;
  return { total: contadores[state], pagina: page, porPagina: STAFF_PAGE_SIZE, items: await present(db, rows), contadores };
}

/** Every request of a state, for the CSV export (the page is ignored). */
export async function allStaffRequests(db: DbHandle, actor: Actor, state: ChangeRequestStateName = 'pendiente'): Promise<ChangeRequestItem[]> {
  const rows = await repo.requestRows(db, actor.institutionId, { state: storedState(state) });
  return present(db, rows);
}

/** A document of an internship of the institution (a renunciation's, from the queue), for the service to read. */
export async function staffInternshipDocument(db: DbHandle, actor: Actor, documentId: number) {
  authorize(policies.staffRecord, actor, 'manage', { institutionId: actor.institutionId });
  const file = await repo.institutionDocumentFile(db, actor.institutionId, documentId);
  // As every back-office record of another institution answers (the guards' isolation test): 608.
  if (!file) throw new AppError(Status.NotFound);
  return file;
}

async function pendingForStaff(db: DbHandle, actor: Actor, id: number) {
  const [row] = await repo.requestRows(db, actor.institutionId, { id });
  authorize(policies.staffRecord, actor, 'manage', row && { institutionId: row.institution_id });
  if (!row) throw new AppError(Status.NotFound);
  if (row.state !== 'pending') throw new AppError(Status.RequestAlreadyDecided);
  return row;
}

const DECIDED = {
  accepted: { estado: { es: 'aceptada', ca: 'acceptada', en: 'accepted' }, decision: { es: 'aceptado', ca: 'acceptat', en: 'accepted' } },
  rejected: { estado: { es: 'rechazada', ca: 'rebutjada', en: 'rejected' }, decision: { es: 'rechazado', ca: 'rebutjat', en: 'rejected' } },
} as const;

async function tellCompany(effects: CallEffects, item: ChangeRequestItem, companyId: number, state: 'accepted' | 'rejected') {
  await effects.notify({
    kind: 'internship-change.decided',
    to: { company: companyId },
    params: { ...DECIDED[state], alumno: item.alumno, cambio: changeInWords(item), ...(item.motivoDecision ? { motivo: item.motivoDecision } : {}) },
    link: '/solicitar-cambio-practicas',
  });
}

/** What the candidate reads of the decision on their renunciation. */
const RENUNCIATION_OUTCOME = {
  accepted: { es: 'Las prácticas han terminado.', ca: 'Les pràctiques han acabat.', en: 'The internship has ended.' },
  rejected: { es: 'Tus prácticas siguen en curso.', ca: 'Les teves pràctiques continuen.', en: 'Your internship goes on.' },
} as const;

/** The reason the company reads when its open request is closed by its intern's accepted renunciation. */
const ENDED_BY_RENUNCIATION: Record<Language, string> = {
  es: 'Las prácticas han terminado por renuncia del estudiante.',
  ca: "Les pràctiques han acabat per renúncia de l'estudiant.",
  en: 'The internship has ended: the student renounced it.',
};

async function tellCandidateOfRenunciation(effects: CallEffects, item: ChangeRequestItem, candidateId: number, state: 'accepted' | 'rejected') {
  await effects.notify({
    kind: 'internship.renunciation-decided',
    to: { users: [candidateId] },
    params: { ...DECIDED[state], empresa: item.empresa || OUTSIDE_COMPANY, consecuencia: RENUNCIATION_OUTCOME[state], ...(item.motivoDecision ? { motivo: item.motivoDecision } : {}) },
    link: '/mis-practicas',
  });
}

/**
 * An accepted renunciation ends the internship as renounced. A change the company asked for and the service had
 * not decided has nothing left to change: it is refused with the reason, and the company hears of both.
 */
async function endByRenunciation(db: DbHandle, actor: Actor, effects: CallEffects, row: repo.ChangeRequestRow, now: Date) {
  await repo.markRenounced(db, row.internship_id);
  for (const open of await repo.openRequestsOf(db, row.internship_id, 'company')) {
    const reason = ENDED_BY_RENUNCIATION[actor.language];
    if (!(await repo.decide(db, open.id, { state: 'rejected', userId: actor.userId, reason, now }))) continue;
    const refused = await one(db, actor, open.id);
    await recordAudit(db, actor, { entity: 'internship', entityId: row.internship_id, action: 'rejectInternshipChange', from: 'pendiente', to: 'rechazada', detail: `${refused.accion}: ${reason}` });
    if (row.company_id !== null) await tellCompany(effects, refused, row.company_id, 'rejected');
  }
  if (row.company_id !== null) {
    // The company's interns are listed where it asks for changes, when its brand lets it.
    const link = actor.brand.flags.canCambiarPracticas ? '/solicitar-cambio-practicas' : null;
    await effects.notify({ kind: 'internship.ended', to: { company: row.company_id }, params: { alumno: `${row.first_name} ${row.last_name}`.trim() }, link });
  }
}

/** Accepting applies the change to the internship in the same transaction; the company and the student hear of it. */
export async function acceptRequest(db: DbHandle, actor: Actor, effects: CallEffects, body: { idSolicitud: number; motivo?: string | undefined }, now: Date) {
  const row = await pendingForStaff(db, actor, body.idSolicitud);
  // An internship that has ended takes no change: the service refuses the request instead (629).
  const internship = await repo.findInternship(db, row.internship_id);
  if (!internship || !CHANGEABLE.has(internship.state)) throw new AppError(Status.InternshipEnded);
  if (!(await repo.decide(db, row.id, { state: 'accepted', userId: actor.userId, reason: body.motivo ?? null, now }))) throw new AppError(Status.RequestAlreadyDecided);
  const item = toChangeRequest(row);
  const { pide } = item;
  switch (item.accion) {
    case 'fechas':
      await repo.applyToInternship(db, row.internship_id, { startDate: pide.fechaInicio ?? undefined, endDate: pide.fechaFin ?? undefined });
      break;
    case 'horas':
      await repo.applyToInternship(db, row.internship_id, { hoursPerDay: pide.horasDia ?? undefined });
      break;
    case 'tutor':
      await repo.applyToInternship(db, row.internship_id, { tutor: JSON.stringify(row.new_tutor) });
      break;
    case 'finalizacion':
      await repo.applyToInternship(db, row.internship_id, { endDate: pide.fechaFin ?? undefined });
      break;
    case 'renuncia':
      break;
  }
  const decided = await one(db, actor, row.id);
  if (item.accion === 'renuncia') {
    await recordAudit(db, actor, { entity: 'internship', entityId: row.internship_id, action: 'acceptRenunciation', from: 'pendiente', to: 'aceptada', detail: `${item.alumno} (${item.empresa})` });
    await endByRenunciation(db, actor, effects, row, now);
    await tellCandidateOfRenunciation(effects, decided, row.candidate_id, 'accepted');
    return decided;
  }
  await recordAudit(db, actor, { entity: 'internship', entityId: row.internship_id, action: 'acceptInternshipChange', from: 'pendiente', to: 'aceptada', detail: `${item.accion} (${item.empresa}, ${item.alumno})` });
  // A company's request always names its company; only a renunciation may have none.
  if (row.company_id !== null) await tellCompany(effects, decided, row.company_id, 'accepted');
  await effects.notify({ kind: 'internship-change.applied', to: { users: [row.candidate_id] }, params: { empresa: item.empresa, cambio: changeInWords(item) }, link: '/mis-practicas' });
  return decided;
}

/** Refusing needs a reason: the company reads it of its request, the candidate of their renunciation. */
export async function refuseRequest(db: DbHandle, actor: Actor, effects: CallEffects, body: { idSolicitud: number; motivo: string }, now: Date) {
  const row = await pendingForStaff(db, actor, body.idSolicitud);
  if (!(await repo.decide(db, row.id, { state: 'rejected', userId: actor.userId, reason: body.motivo, now }))) throw new AppError(Status.RequestAlreadyDecided);
  const decided = await one(db, actor, row.id);
  if (decided.accion === 'renuncia') {
    await recordAudit(db, actor, { entity: 'internship', entityId: row.internship_id, action: 'rejectRenunciation', from: 'pendiente', to: 'rechazada', detail: `${decided.alumno}: ${body.motivo}` });
    await tellCandidateOfRenunciation(effects, decided, row.candidate_id, 'rejected');
    return decided;
  }
  await recordAudit(db, actor, { entity: 'internship', entityId: row.internship_id, action: 'rejectInternshipChange', from: 'pendiente', to: 'rechazada', detail: `${decided.accion}: ${body.motivo}` });
  if (row.company_id !== null) await tellCompany(effects, decided, row.company_id, 'rejected');
  return decided;
}
