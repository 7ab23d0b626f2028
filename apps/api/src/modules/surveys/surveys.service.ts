import crypto from 'node:crypto';
import { Status, type Language, type Role, type SurveyAccess, type SurveyAnswersBody, type SurveyDetail, type SurveySession } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle, Visitor } from '../../lib/request-context.ts';
import { checkPath } from './survey-path.ts';
import { isOpen, presentAccess, presentDetail, surveyTitle } from './surveys.presenter.ts';
import * as repo from './surveys.repository.ts';

/** How long a survey session's token serves: a day to answer. */
const SESSION_MS = 24 * 3600 * 1000;

export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The institution's survey with that key; another institution's, or none, is 35 (nothing of it is told). */
export async function surveyOf(db: DbHandle, visitor: Visitor, key: string, lock = false): Promise<repo.SurveyRow> {
  const row = await repo.findByKey(db, visitor.institutionId, key, lock);
  if (!row) throw new AppError(Status.SurveyNotFound);
  return row;
}

function requireOpen(row: repo.SurveyRow, now: Date): void {
  if (!isOpen(row, now)) throw new AppError(Status.SurveyNotOpen);
}

/** What the access page shows: any survey of the institution, open or not (the page says when it is closed). */
export async function access(db: DbHandle, visitor: Visitor, key: string, now: Date): Promise<SurveyAccess> {
  return presentAccess(await surveyOf(db, visitor, key), now, visitor.language);
}

/** The open survey with its questions, options and jumps. */
export async function detail(db: DbHandle, visitor: Visitor, key: string, now: Date): Promise<SurveyDetail> {
  const row = await surveyOf(db, visitor, key);
  requireOpen(row, now);
  return presentDetail(row, await repo.questionsOf(db, row.id), now, visitor.language);
}

/** The survey is addressed to the person (the target rule of the repository: role, degree, offer type; 38 otherwise). */
async function requireAddressed(db: DbHandle, actor: Pick<Actor, 'role' | 'userId'>, row: repo.SurveyRow): Promise<void> {
  if (actor.role !== row.target || !(await repo.isAddressed(db, row.id, actor.userId))) throw new AppError(Status.SurveyNotForUser);
}

async function issueSession(db: DbHandle, row: repo.SurveyRow, userId: number | null, now: Date, language: Language): Promise<SurveySession> {
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.insertSession(db, { surveyId: row.id, tokenHash: tokenHash(token), userId, expiresAt: new Date(now.getTime() + SESSION_MS) });
  return { token, encuesta: presentDetail(row, await repo.questionsOf(db, row.id), now, language) };
}

/**
 * Opens a survey session for a person already identified (a signed-in candidate or company contact, or a candidate
 * the single sign-on has just recognised): the survey must be open (36), addressed to them (38), not answered by
 * them (37), and its data-protection clause accepted when it has one (651).
 */
export async function openSurveySessionForUser(db: DbHandle, actor: Pick<Actor, 'institutionId' | 'brand' | 'language' | 'role' | 'userId'>, key: string, now: Date): Promise<SurveySession> {
  const row = await surveyOf(db, actor, key);
  requireOpen(row, now);
  await requireAddressed(db, actor, row);
  if (await repo.hasAnswered(db, row.id, actor.userId)) throw new AppError(Status.SurveyAlreadyAnswered);
  if (row.clause !== null && !(await repo.clauseAccepted(db, row.id, actor.userId))) throw new AppError(Status.SurveyClauseNotAccepted);
  return issueSession(db, row, actor.userId, now, actor.language);
}

/**
 * What a single sign-on begun on the survey's access page keeps: the survey, only while it is open (36) and only
 * when it is for candidates (38: the university account recognises candidates, never company contacts).
 */
export async function surveyForSignOn(db: DbHandle, visitor: Visitor, key: string, accepted: boolean, now: Date): Promise<{ id: number; key: string; clauseAccepted: boolean }> {
  const row = await surveyOf(db, visitor, key);
  requireOpen(row, now);
  if (row.target !== 'Alumno') throw new AppError(Status.SurveyNotForUser);
  return { id: row.id, key: row.url_access, clauseAccepted: row.clause !== null && accepted };
}

/**
 * Opens the survey session for the candidate the single sign-on recognised, as `logaUsuario` does for a signed-in
 * one (same answer, same refusals). The clause accepted on the access page before leaving for the university is
 * recorded for them first. An anonymous survey stays anonymous: the session knows the person only so they answer
 * once (as with the password), the response keeps no identity.
 */
export async function openSurveySessionForSignOn(
  db: DbHandle,
  visitor: Visitor,
  key: string,
  person: { userId: number; surveyClauseAccepted: boolean },
  now: Date,
): Promise<SurveySession> {
  const row = await surveyOf(db, visitor, key);
  if (row.clause !== null && person.surveyClauseAccepted) await repo.acceptClause(db, row.id, person.userId);
  return openSurveySessionForUser(db, { ...visitor, role: 'Alumno', userId: person.userId }, key, now);
}

/** An anonymous session: only for a survey that allows it (39), with its clause accepted in the same step (651). */
export async function openAnonymousSession(db: DbHandle, visitor: Visitor, key: string, accepted: boolean, now: Date): Promise<SurveySession> {
  const row = await surveyOf(db, visitor, key);
  requireOpen(row, now);
  if (!row.anonymous) throw new AppError(Status.SurveyAccessInvalid);
  if (row.clause !== null && !accepted) throw new AppError(Status.SurveyClauseNotAccepted);
  return issueSession(db, row, null, now, visitor.language);
}

/** Records that the signed-in person accepts the survey's data-protection clause. */
export async function acceptClause(db: DbHandle, actor: Actor, key: string): Promise<{ aceptada: true }> {
  const row = await surveyOf(db, actor, key);
  await repo.acceptClause(db, row.id, actor.userId);
  return { aceptada: true };
}

const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Saves the answers sent with a session's token. The token serves once: its session is taken out, and a token
 * already used answers 37 (an unknown or expired one 39). The answers must follow the path the jumps give (40, 650).
 * A signed-in person answers once (37). An anonymous survey's response keeps no account, only the token's hash;
 * that the person answered is noted apart, with no link to the response, so their pending list empties.
 */
export async function saveAnswers(db: DbHandle, visitor: Visitor, key: string, body: SurveyAnswersBody, now: Date): Promise<{ respondida: true }> {
  const row = await surveyOf(db, visitor, key, true);
  requireOpen(row, now);
  const hash = tokenHash(body.token);
  const session = await repo.takeSession(db, row.id, hash, now);
  if (!session) throw new AppError((await repo.tokenUsed(db, hash)) ? Status.SurveyAlreadyAnswered : Status.SurveyAccessInvalid);
  const questions = await repo.questionsOf(db, row.id);
  const checked = checkPath(
    questions.map((q) => ({ id: q.id, kind: q.kind, mandatory: q.mandatory, options: q.options.map((o) => ({ id: o.id, jumpTo: o.jumpTo })) })),
    body.lContestaciones,
  );
  if (!checked.ok) {
    const datos = checked.questionId === undefined ? undefined : { errores: [{ campo: `pregunta.${checked.questionId}`, codigo: checked.status }] };
    throw new AppError(checked.status, { datos });
  }
  if (session.user_id !== null && !(await repo.addParticipant(db, row.id, session.user_id))) throw new AppError(Status.SurveyAlreadyAnswered);
  await repo.insertResponse(
    db,
    { institutionId: visitor.institutionId, surveyId: row.id, userId: row.anonymous ? null : session.user_id, tokenHash: hash, day: madridDay.format(now) },
    checked.answers,
  );
  return { respondida: true };
}

/** The open surveys addressed to the person that they have not answered, mandatory ones first. */
export async function pendingFor(db: DbHandle, actor: { institutionId: string; userId: number; role: Role; language?: Language }, now: Date) {
  const rows = await repo.pendingFor(db, actor.institutionId, actor.role, actor.userId, now);
  return rows.map((r) => ({ idEncuesta: r.id, titulo: surveyTitle(r, actor.language ?? r.language), urlAcceso: r.url_access, obligatoria: r.mandatory, fechaFin: r.ends_at.toISOString() }));
}

/** The access key of the first mandatory survey the person has to answer, or null. */
export async function mandatorySurveyOf(db: DbHandle, actor: { institutionId: string; userId: number; role: Role }, now: Date): Promise<string | null> {
  if (actor.role !== 'Alumno' && actor.role !== 'Empresa') return null;
  return (await pendingFor(db, actor, now)).find((s) => s.obligatoria)?.urlAcceso ?? null;
}
