import {
  HOUR_LIMITED_INSTITUTION,
  Status,
  dedicationRuleOf,
  hourLimitBreaches,
  hourLimits,
  meetsDedicationRule,
  proposalFieldRuleErrors,
  withoutHiddenProposalFields,
  type ProposalBody,
  type ValidationFieldError,
  type ValidationKey,
} from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle, Visitor } from '../../lib/request-context.ts';
import { MISSING_PRACTICE_DATA_HTTP_STATUS, loadMissingPracticeData } from '../candidacies/index.ts';
import { inactiveProgramme, isProgrammeActive } from '../domains/index.ts';
import { createInternshipsRepository } from './internships.repository.ts';
import type { CallEffects } from '../notifications/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { createProposalRepository } from './proposal.repository.ts';
import { PROPOSALS_PER_ACADEMIC_YEAR, academicYearStart, dedicationRuleMessage, hourLimitMessage } from './proposal-rules.ts';

function fieldError(campo: string, clave: ValidationKey, mensaje?: string): AppError {
  const errores: ValidationFieldError[] = [{ campo, codigo: Status.MissingMandatoryData, clave }];
  return new AppError(Status.MissingMandatoryData, { datos: { errores }, mensaje });
}

/**
 * The brand's internship field rules (`fields.practica`, run-time settings included): every required field left
 * empty is named at once (15), and what a hidden field carries is dropped.
 */
function applyFieldRules(actor: Actor, proposal: ProposalBody): ProposalBody {
  const rules = actor.brand.fields.practica;
  const errores = proposalFieldRuleErrors(rules, proposal);
  if (errores.length > 0) throw new AppError(Status.MissingMandatoryData, { datos: { errores } });
  return withoutHiddenProposalFields(rules, proposal);
}

function assertEnabled(visitor: Visitor): void {
  if (!visitor.brand.flags.hasPropuestaPracticas) throw new AppError(Status.ActionNotAllowed);
}

/** 44 when the e-mail is a contact of a company other than the one of the CIF; true when it is one of its contacts. */
async function isContactOf(db: DbHandle, institutionId: string, companyId: number | undefined, email: string): Promise<boolean> {
  const companies = await createProposalRepository(db).companiesOfContactEmail(institutionId, email);
  if (companyId !== undefined && companies.includes(companyId)) return true;
  if (companies.length > 0) throw new AppError(Status.EmailBelongsToAnotherCompany);
  return false;
}

async function remaining(db: DbHandle, actor: Actor, now: Date): Promise<number> {
  const used = await createProposalRepository(db).countSince(actor.institutionId, actor.userId, academicYearStart(now));
  return Math.max(0, PROPOSALS_PER_ACADEMIC_YEAR - used);
}

function checkHours(actor: Actor, proposal: ProposalBody): void {
  if (actor.institutionId !== HOUR_LIMITED_INSTITUTION) return;
  const limits = hourLimits(proposal.periodoNoLectivo);
  const breaches = hourLimitBreaches({ perDay: proposal.horasDia, perWeek: proposal.horasSemana }, limits);
  if (breaches.length === 0) return;
  const errores: ValidationFieldError[] = breaches.map((campo) => ({ campo, codigo: Status.MissingMandatoryData, clave: 'range' }));
  throw new AppError(Status.MissingMandatoryData, { datos: { errores }, mensaje: hourLimitMessage(limits, proposal.periodoNoLectivo, actor.language) });
}

async function checkProgramme(db: DbHandle, actor: Actor, proposal: ProposalBody): Promise<void> {
  if (proposal.idPrograma === undefined) return;
  const programme = await createProposalRepository(db).programme(actor.institutionId, proposal.idPrograma);
  if (!programme) throw fieldError('idPrograma', 'malformed');
  if (!isProgrammeActive(programme.extra)) throw inactiveProgramme('idPrograma');
  const rule = dedicationRuleOf(programme.extra);
  if (rule && !meetsDedicationRule(rule, { dedication: proposal.dedicacion, months: proposal.duracionMeses })) {
    throw new AppError(Status.ProgrammeDedicationRule, { mensaje: dedicationRuleMessage(rule, programme[`label_${actor.language}`], actor.language) });
  }
}

async function checkDegree(db: DbHandle, actor: Actor, degreeId: number | undefined): Promise<void> {
  if (degreeId === undefined) return;
  const current = await createInternshipsRepository(db).currentDegrees(actor.institutionId, actor.userId);
  if (!current.some((d) => d.degreeId === degreeId)) throw fieldError('idTitulacion', 'malformed');
}

export async function proposalsAvailable(db: DbHandle, actor: Actor, now: Date) {
  assertEnabled(actor);
  return { disponibles: await remaining(db, actor, now), limite: PROPOSALS_PER_ACADEMIC_YEAR };
}

export async function checkCif(db: DbHandle, visitor: Visitor, cif: string) {
  assertEnabled(visitor);
  const company = await createProposalRepository(db).findCompanyByCif(visitor.institutionId, cif);
  return company ? { existe: true, nombre: company.trade_name } : { existe: false };
}

export async function checkContactEmail(db: DbHandle, visitor: Visitor, cif: string, email: string) {
  assertEnabled(visitor);
  const company = await createProposalRepository(db).findCompanyByCif(visitor.institutionId, cif);
  return { existe: await isContactOf(db, visitor.institutionId, company?.id, email) };
}

/**
 * Every check and the insert run on the call's transaction: the candidate row is locked first, so two proposals
 * sent at once cannot both pass the yearly limit.
 */
export async function propose(db: DbHandle, actor: Actor, sent: ProposalBody, now: Date, effects: CallEffects) {
  assertEnabled(actor);
  const proposal = applyFieldRules(actor, sent);
  const { institutionId, userId } = actor;
  const repo = createProposalRepository(db);
  const candidate = await repo.candidate(institutionId, userId);
  if (!candidate) throw new AppError(Status.CvRequired);
  if (candidate.deletion_requested_at) throw new AppError(Status.Deregistered);
  // A proposal states no grant: the IBAN is asked for once an internship with one is on its way.
  const faltan = await loadMissingPracticeData(db, institutionId, userId, false);
  if (faltan.length > 0) throw new AppError(Status.MissingDataForPractice, { datos: { faltan }, refusalHttpStatus: MISSING_PRACTICE_DATA_HTTP_STATUS });
  checkHours(actor, proposal);
  await checkProgramme(db, actor, proposal);
  await checkDegree(db, actor, proposal.idTitulacion);
  const company = await repo.findCompanyByCif(institutionId, proposal.cif);
  const companyName = company?.trade_name ?? proposal.nombreEmpresa;
  if (companyName === undefined) throw fieldError('nombreEmpresa', 'required');
  await isContactOf(db, institutionId, company?.id, proposal.emailContacto);

  await repo.lockCandidate(institutionId, userId);
  if ((await remaining(db, actor, now)) === 0) throw new AppError(Status.ActionNotAllowed);
  const { tutor } = proposal;
  const id = await repo.insert({
    institutionId,
    candidateId: userId,
    companyId: company?.id ?? null,
    companyCif: proposal.cif,
    companyName,
    contactEmail: proposal.emailContacto,
    degreeId: proposal.idTitulacion ?? null,
    programmeId: proposal.idPrograma ?? null,
    startDate: proposal.fechaInicio,
    endDate: proposal.fechaFin,
    hoursPerDay: proposal.horasDia ?? null,
    hoursPerWeek: proposal.horasSemana,
    nonTeachingPeriod: proposal.periodoNoLectivo,
    dedicationPercent: proposal.dedicacion ?? null,
    durationMonths: proposal.duracionMeses ?? null,
    tasks: proposal.tareas ?? null,
    position: proposal.puestoTrabajo ?? null,
    department: proposal.departamento ?? null,
    course: proposal.curso ?? null,
    academicTutor: proposal.tutorAcademico?.nombre || proposal.tutorAcademico?.email ? { name: proposal.tutorAcademico.nombre ?? null, email: proposal.tutorAcademico.email ?? null } : null,
    tutor: { first_name: tutor.nombre, last_name: tutor.apellidos, email: tutor.email, phone: tutor.telefono ?? null, position: tutor.cargo ?? null },
    sentAt: now,
  });
  await recordAudit(db, actor, { entity: 'candidate', entityId: userId, action: 'proposeInternship', to: String(id), detail: companyName });
  // A company of the portal hears of it at once: it accepts or rejects it among its education internship requests.
  // A company outside the portal cannot: the service is told, contacts it and decides the request itself.
  const student = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
  const day = (iso: string) => iso.split('-').reverse().join('/');
  const params = { alumno: `${student.first_name} ${student.last_name}`, empresa: companyName, inicio: day(proposal.fechaInicio), fin: day(proposal.fechaFin) };
  if (company) {
    await effects.notify({ kind: 'education-request.received', to: { company: company.id }, params, link: `/solicitudes-practicas-educacion/${id}` });
  } else {
    await effects.notify({ kind: 'education-request.outside', to: { staff: true }, params: { ...params, contacto: proposal.emailContacto }, link: `/gestion/solicitudes-practicas/${id}` });
  }
  return { idSolicitud: id };
}
