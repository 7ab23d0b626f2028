import type { CandidateInternship, Language } from '@portal/shared';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import type { CallEffects } from '../notifications/index.ts';
import * as repo from './change-requests.repository.ts';
import { STATES, toChangeRequest } from './change-requests.presenter.ts';

/**
 * A candidate's renunciation of an internship (addFicheroRenunciaSet) is a request in the service's queue of
 * internship changes: the service reads the documents and accepts it (the internship ends as renounced, the company
 * is told) or refuses it with a reason (the internship goes on). The set may be sent one file at a time, so only
 * the first file opens the request; taking back every file before the service decides withdraws it.
 */

/** How the service's notice names a company outside the portal (an internship with no company of the portal). */
export const OUTSIDE_COMPANY: Record<Language, string> = { es: 'una empresa de fuera del portal', ca: "una empresa de fora del portal", en: 'a company outside the portal' };

/** Opens the renunciation request of an internship the candidate has just sent a renunciation file for. */
export async function recordRenunciation(
  db: DbHandle,
  actor: Actor,
  effects: CallEffects,
  internshipId: number,
): Promise<void> {
  const internship = await repo.findInternship(db, internshipId);
  if (!internship || (await repo.openRequestsOf(db, internship.id, 'renunciation')).length > 0) return;
  const id = await repo.insertRequest(db, {
    institutionId: actor.institutionId,
    internshipId: internship.id,
    companyId: internship.company_id,
    userId: actor.userId,
    kind: 'renunciation',
    startDate: null,
    endDate: null,
    hoursPerDay: null,
    tutor: null,
    // The candidate's reasons are in the documents the service reads.
    reason: '',
    previous: { start_date: internship.start_date, end_date: internship.end_date },
  });
  const [row] = await repo.requestRows(db, actor.institutionId, { id });
  if (!row) return;
  const item = toChangeRequest(row);
  await effects.notify({
    kind: 'internship.renounced',
    to: { staff: true },
    params: { alumno: item.alumno, empresa: item.empresa || OUTSIDE_COMPANY },
    link: '/gestion/cambios-practicas',
  });
}

/** The candidate took back a renunciation file: with none left, the renunciation the service has not decided goes. */
export async function withdrawRenunciationIfEmpty(db: DbHandle, internshipId: number): Promise<void> {
  if ((await repo.renunciationDocuments(db, [internshipId])).length > 0) return;
  await repo.deleteOpenRenunciation(db, internshipId);
}

/** Where each internship's latest renunciation stands, by internship id (the candidate's own internships). */
export async function renunciationsOf(db: DbHandle, internshipIds: readonly number[]): Promise<Map<number, NonNullable<CandidateInternship['renuncia']>>> {
  const rows = await repo.latestRenunciations(db, internshipIds);
  return new Map(rows.map((r) => [r.internship_id, { estado: STATES[r.state], fecha: r.created_at.toISOString(), motivo: r.state === 'rejected' ? r.decision_reason : null }]));
}
