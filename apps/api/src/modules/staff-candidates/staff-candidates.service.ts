import { STAFF_PAGE_SIZE, Status, isLanguage, buildPath, cvCalls, staffCandidateCalls, type StaffCandidateCv, type StaffCandidateItem, type StaffCandidatesQuery } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import { cvForStaff } from '../cv/index.ts';
import { loadCatalogs } from '../domains/index.ts';
import { readOwnFile } from '../files/index.ts';
import { clearDeletionRequest, eraseAccount, withdrawnMail } from '../registration/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import type { QueuedMail } from '../../mail/outbox.ts';
import { accountBlockMail } from './account-block-mail.ts';
import * as repo from './staff-candidates.repository.ts';
import { presentCandidate } from './staff-candidates.presenter.ts';

/** The candidate of `id` if the actor may act on it; another institution's candidate is "not found". */
async function candidateFor(db: DbHandle, actor: Actor, id: number): Promise<repo.CandidateRow> {
  const row = await repo.findCandidate(db, id);
  const resource = row && { ...row, institutionId: row.institution_id };
  authorize(policies.staffRecord, actor, 'manage', resource);
  return resource;
}

async function present(db: DbHandle, actor: Actor, rows: Omit<repo.CandidateRow, 'institution_id'>[]): Promise<StaffCandidateItem[]> {
  const studies = await repo.degreesOf(
    db,
    rows.map((r) => r.id),
  );
  const labels = await loadCatalogs(db, actor.institutionId, actor.language, ['degrees']);
  return rows.map((row) =>
    presentCandidate(
      row,
      [...new Set(studies.filter((s) => s.candidate_id === row.id).map((s) => labels.label('degrees', s.degree_id)))].filter((l): l is string => Boolean(l)),
    ),
  );
}

export const filtersOf = (query: StaffCandidatesQuery): repo.CandidateFilters => ({
  text: query.texto ?? undefined,
  degreeId: query.idTitulacion === undefined ? undefined : Number(query.idTitulacion),
  filter: query.filtro ?? 'todos',
});

export async function listCandidates(db: DbHandle, actor: Actor, query: StaffCandidatesQuery) {
  const page = Number(query.pagina ?? 1);
  const { total, rows } = await repo.listCandidates(db, actor.institutionId, { ...filtersOf(query), page });
  return { total, pagina: page, porPagina: STAFF_PAGE_SIZE, items: await present(db, actor, rows) };
}

/** Every candidate matching the filters, for the CSV export. */
export async function allCandidates(db: DbHandle, actor: Actor, query: StaffCandidatesQuery): Promise<StaffCandidateItem[]> {
  const { rows } = await repo.listCandidates(db, actor.institutionId, filtersOf(query));
  return present(db, actor, rows);
}

async function item(db: DbHandle, actor: Actor, id: number): Promise<StaffCandidateItem> {
  const [presented] = await present(db, actor, [await candidateFor(db, actor, id)]);
  return presented as StaffCandidateItem;
}

/** The candidate's own download address, turned into the back office's (`/api/Alumno/fichero/x` → staff call). */
function staffFileUrls<T>(value: T, candidateId: number): T {
  const own = buildPath(cvCalls.file.path, { id: 'FILE' }).replace('FILE', '');
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    typeof v === 'string' && v.startsWith(own) ? buildPath(staffCandidateCalls.file.path, { idAlumno: candidateId, id: decodeURIComponent(v.slice(own.length)) }) : v,
  ) as T;
}

/**
 * The whole CV. Reading a person's CV is written in the audit log too: the service answers for who looked at
 * personal data (RGPD accountability), and a person may ask who did.
 */
export async function candidateCv(db: DbHandle, actor: Actor, id: number): Promise<StaffCandidateCv> {
  const candidato = await item(db, actor, id);
  const cv = await cvForStaff(db, id, actor.institutionId, actor.language);
  if (!cv) throw new AppError(Status.NotFound);
  await recordAudit(db, actor, { entity: 'candidate', entityId: id, action: 'viewCv' });
  return { candidato, cv: staffFileUrls(cv, id) };
}

export async function candidateFile(db: DbHandle, actor: Actor, id: number, fileId: string) {
  await candidateFor(db, actor, id);
  const file = await readOwnFile(db, { institutionId: actor.institutionId, userId: id }, fileId);
  return file;
}

export async function setValidated(db: DbHandle, actor: Actor, id: number, validated: boolean): Promise<StaffCandidateItem> {
  const before = await candidateFor(db, actor, id);
  const was = before.validated_by_service ?? false;
  if (was !== validated) {
    await repo.setValidated(db, id, actor.institutionId, validated);
    await recordAudit(db, actor, { entity: 'candidate', entityId: id, action: validated ? 'validateCv' : 'unvalidateCv', from: String(was), to: String(validated) });
  }
  return item(db, actor, id);
}

type Mail = (mails: QueuedMail) => Promise<void>;

const recipient = (actor: Actor, row: repo.CandidateRow) => ({
  institutionId: actor.institutionId,
  email: row.email,
  language: row.language ?? actor.language,
  name: `${row.first_name} ${row.last_name}`.trim(),
});

/** Blocking tells the candidate, by mail (they can no longer sign in to read a notice), with the staff's reason. */
export async function block(db: DbHandle, actor: Actor, id: number, reason: string, mail: Mail): Promise<StaffCandidateItem> {
  const before = await candidateFor(db, actor, id);
  if (before.blocked) throw new AppError(Status.InvalidStateChange);
  await repo.setBlocked(db, id, true);
  await recordAudit(db, actor, { entity: 'candidate', entityId: id, action: 'block', from: 'activo', to: 'bloqueado', detail: reason });
  await mail(accountBlockMail(recipient(actor, before), { reason }));
  return item(db, actor, id);
}

export async function unblock(db: DbHandle, actor: Actor, id: number, mail: Mail): Promise<StaffCandidateItem> {
  const before = await candidateFor(db, actor, id);
  if (!before.blocked) throw new AppError(Status.InvalidStateChange);
  await repo.setBlocked(db, id, false);
  await recordAudit(db, actor, { entity: 'candidate', entityId: id, action: 'unblock', from: 'bloqueado', to: 'activo' });
  await mail(accountBlockMail(recipient(actor, before), null));
  return item(db, actor, id);
}

/**
 * Erases a requested deregistration at once (the same erasure the hourly job runs after the grace period). The
 * audit line names the account by id only: the log must not keep the personal data the erasure removes.
 */
export async function eraseNow(db: DbHandle, actor: Actor, id: number, now: Date): Promise<{ idAlumno: number }> {
  const before = await candidateFor(db, actor, id);
  if (!before.erase_after) throw new AppError(Status.InvalidStateChange);
  await eraseAccount(db, id, now);
  await recordAudit(db, actor, {
    entity: 'candidate',
    entityId: id,
    action: 'erase',
    from: 'bajaSolicitada',
    to: 'suprimido',
    detail: before.deletion_requested_at ? new Date(before.deletion_requested_at).toISOString().slice(0, 10) : null,
  });
  return { idAlumno: id };
}

/**
 * Withdraws a deletion request on the candidate's behalf: the request mail tells them to contact the service if
 * they did not make it, and someone who cannot sign in (or prefers to phone) asks the service. The candidate is
 * mailed as when they withdraw it themselves, in their language.
 */
export async function withdrawDeletion(db: DbHandle, actor: Actor, id: number, mail: Mail): Promise<StaffCandidateItem> {
  const before = await candidateFor(db, actor, id);
  if (!before.erase_after || !(await clearDeletionRequest(db, id, actor.institutionId))) throw new AppError(Status.InvalidStateChange);
  await recordAudit(db, actor, {
    entity: 'candidate',
    entityId: id,
    action: 'withdrawDeletion',
    from: 'bajaSolicitada',
    to: 'activo',
    detail: before.deletion_requested_at ? new Date(before.deletion_requested_at).toISOString().slice(0, 10) : null,
  });
  const language = before.language && isLanguage(before.language) ? before.language : actor.language;
  await mail(withdrawnMail({ email: before.email, language, institutionId: actor.institutionId }, actor.brand.name[language], 'service'));
  return item(db, actor, id);
}
