import { Status, type ActiveProgramme, type CompanyProgramme, type ProgrammeDetail } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import type { CallEffects } from '../notifications/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { findPublished, listPublished, presentPublished } from '../staff-documents/index.ts';
import { readRecordFile } from '../files/index.ts';
import { isOpen, presentCompanyProgramme, presentProgramme, programmeTitle } from './programmes.presenter.ts';
import * as repo from './programmes.repository.ts';

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
/** Only a company reads its own request; candidates and staff read the programme alone. */
const companyOf = (actor: Actor) => (actor.role === 'Empresa' ? actor.companyId : undefined);

/** The pages exist only where the brand has them (hasProgramaPracticasActivo): elsewhere every call is 48. */
function requireBrandFlag(actor: Actor): void {
  if (!actor.brand.flags.hasProgramaPracticasActivo) throw new AppError(Status.ActionNotAllowed);
}

export async function active(db: DbHandle, actor: Actor, now: Date): Promise<ActiveProgramme[]> {
  requireBrandFlag(actor);
  const today = dayOf(now);
  const rows = await repo.programmes(db, actor.institutionId, { companyId: companyOf(actor), from: today });
  return rows.map((row) => presentProgramme(row, actor.language, today));
}

/**
 * One programme of the institution, ended or not (a company follows its request after the end), with its published
 * documents; another institution's, or none, is 63.
 */
export async function detail(db: DbHandle, actor: Actor, id: number, now: Date): Promise<ProgrammeDetail> {
  requireBrandFlag(actor);
  const [row] = await repo.programmes(db, actor.institutionId, { companyId: companyOf(actor), id });
  if (!row) throw new AppError(Status.ProgrammeNotFound);
  const documents = await listPublished(db, actor.institutionId, { publishedOnly: true, programmeId: id });
  return { ...presentProgramme(row, actor.language, dayOf(now)), documentos: documents.map((d) => presentPublished(d, actor.language)) };
}

export async function ofCompany(db: DbHandle, actor: Actor, now: Date): Promise<CompanyProgramme[]> {
  requireBrandFlag(actor);
  const rows = await repo.adhesionsOfCompany(db, actor.institutionId, actor.companyId ?? 0);
  return rows.map((row) => presentCompanyProgramme(row, actor.language, dayOf(now)));
}

/**
 * A company asks to join: 63 for a programme that is not the institution's, 620 when it is closed (by staff or by
 * its end date), 64 when the company already asked (whatever the answer was). Staff hear of it.
 */
export async function requestAdhesion(db: DbHandle, actor: Actor, effects: CallEffects, id: number, now: Date): Promise<ProgrammeDetail> {
  requireBrandFlag(actor);
  const companyId = actor.companyId ?? 0;
  const [row] = await repo.programmes(db, actor.institutionId, { companyId, id });
  if (!row) throw new AppError(Status.ProgrammeNotFound);
  if (row.adhesion_state !== null) throw new AppError(Status.AdhesionAlreadyRequested);
  if (!isOpen(row, dayOf(now))) throw new AppError(Status.ProgrammeClosed);
  if (!(await repo.insertAdhesion(db, { institutionId: actor.institutionId, programmeId: id, companyId, byUserId: actor.userId, at: now }))) {
    throw new AppError(Status.AdhesionAlreadyRequested);
  }
  const company = await repo.companyName(db, actor.institutionId, companyId);
  await recordAudit(db, actor, { entity: 'programme', entityId: id, action: 'requestAdhesion', to: 'solicitada', detail: company });
  await effects.notify({
    kind: 'programme.requested',
    to: { staff: true },
    params: { empresa: company, programa: { es: programmeTitle(row, 'es'), ca: programmeTitle(row, 'ca'), en: programmeTitle(row, 'en') } },
    link: `/gestion/programas?pestana=solicitudes&idPrograma=${id}`,
  });
  return detail(db, actor, id, now);
}

/** A published document of a programme: a draft, a document of no programme or of another institution is 608. */
export async function documentFile(db: DbHandle, actor: Actor, id: number) {
  requireBrandFlag(actor);
  const row = await findPublished(db, actor.institutionId, id, true);
  return readRecordFile(db, actor.institutionId, row?.programme_id ? row.file_id : null);
}
