import {
  CANDIDACY_UNDO_MINUTES,
  COMPANY_CANDIDATES_PAGE_SIZE,
  isCandidacyDecision,
  REJECTION_REASON_STATE_ID,
  Status,
  canMoveCandidacy,
  moveNeedsReason,
  type CompanyCvDatos,
  type CompanyProcessOrder,
} from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import { changeState, decisionNoticeKey, reasonForCandidate, reasonNeedsText, tellCandidateOfMove, withdrawDecisionNotice } from '../candidacies/index.ts';
import type { CallEffects } from '../notifications/index.ts';
import { cvForCompany } from '../cv/index.ts';
import { loadCatalogs, type CatalogItem, type CatalogLabels } from '../domains/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import * as repo from './company-candidates.repository.ts';

export interface RejectionReasonOption {
  idMotivo: number;
  descripcion: string;
  paraCandidato: string;
  requiereTexto: boolean;
}

function labelsFor(db: DbHandle, actor: Actor): Promise<CatalogLabels> {
  return loadCatalogs(db, actor.institutionId, actor.language, ['candidacy_states', 'rejection_reasons']);
}

/** Reasons a company may give for rejecting a candidacy of an offer of this profile: state 17, that profile or none. */
export function rejectionReasonsFor(labels: CatalogLabels, profile: number, language: Actor['language']): RejectionReasonOption[] {
  return labels
    .all('rejection_reasons')
    .filter((row) => {
      const state = typeof row.extra.stateId === 'number' ? row.extra.stateId : REJECTION_REASON_STATE_ID;
      const reasonProfile = typeof row.extra.profileId === 'number' ? row.extra.profileId : null;
      // Reasons a student gives turning down a pre-enrolment ("I have found a job") are not the company's to give.
      return state === REJECTION_REASON_STATE_ID && (reasonProfile === null || reasonProfile === profile) && row.extra.actor !== 'candidate' && row.extra.active !== false;
    })
    .map((row) => ({ idMotivo: row.id, descripcion: row.label, paraCandidato: reasonForCandidate(row, language), requiereTexto: reasonNeedsText(row) }));
}

const ownedOffer = (row: Awaited<ReturnType<typeof repo.findOffer>>) => row && { ...row, institutionId: row.institution_id, companyId: row.company_id };
const ownedCandidacy = (row: repo.CompanyCandidacyRow | undefined) => row && { ...row, institutionId: row.institution_id, companyId: row.company_id };

export interface ProcessInput {
  estado?: number | undefined;
  noLeidos?: boolean | undefined;
  texto?: string | undefined;
  orden?: CompanyProcessOrder | undefined;
  pagina?: number | undefined;
}

/** One offer's candidacies for the company that owns it: one page, the counts for the filters, the labels. */
export async function processOfOffer(db: DbHandle, actor: Actor, offerId: number, input: ProcessInput) {
  const offer = ownedOffer(await repo.findOffer(db, actor.institutionId, offerId));
  authorize(policies.offerProcess, actor, 'readProcess', offer);
  const page = input.pagina ?? 1;
  const [rows, counts, labels] = await Promise.all([
    repo.processPage(
      db,
      offer.id,
      { stateId: input.estado, unreadOnly: input.noLeidos, text: input.texto, order: input.orden },
      { limit: COMPANY_CANDIDATES_PAGE_SIZE, offset: (page - 1) * COMPANY_CANDIDATES_PAGE_SIZE },
    ),
    repo.processCounts(db, offer.id),
    labelsFor(db, actor),
  ]);
  return { offer, rows, counts, labels, page };
}

async function candidacyOfCompany(db: DbHandle, actor: Actor, candidacyId: number, action: 'read' | 'move') {
  const candidacy = ownedCandidacy(await repo.findCandidacy(db, actor.institutionId, candidacyId));
  authorize(policies.companyCandidacy, actor, action, candidacy);
  return candidacy;
}

export interface CandidacyView {
  row: repo.CompanyCandidacyRow;
  events: repo.CandidacyEvent[];
  labels: CatalogLabels;
  reasons: RejectionReasonOption[];
  /** Until when the company may take back the decision that put the candidacy where it is; null when it may not. */
  undoUntil: Date | null;
}

/** The decision the company may still take back: the last line, a hire or a rejection of its own, in its window. */
function undoable(row: repo.CompanyCandidacyRow, events: readonly repo.CandidacyEvent[]): repo.CandidacyEvent | undefined {
  const last = events.at(-1);
  if (!last || last.undo_until === null || last.undone_at !== null || last.to_state_id !== row.state_id || last.from_state_id === null) return undefined;
  return last;
}

async function viewOf(db: DbHandle, actor: Actor, row: repo.CompanyCandidacyRow, now: Date): Promise<CandidacyView> {
  const [events, labels] = await Promise.all([repo.candidacyEvents(db, row.id), labelsFor(db, actor)]);
  const until = undoable(row, events)?.undo_until ?? null;
  return { row, events, labels, reasons: rejectionReasonsFor(labels, row.profile, actor.language), undoUntil: until && until > now ? until : null };
}

/** The CV of a candidacy's candidate as the company may see it (process documents of the company's offers only). */
async function cvOf(db: DbHandle, actor: Actor, candidacy: repo.CompanyCandidacyRow): Promise<CompanyCvDatos> {
  const offerIds = await repo.offersOfCompanyWithCandidate(db, candidacy.company_id, candidacy.candidate_id);
  const cv = await cvForCompany(db, candidacy.candidate_id, actor.institutionId, { language: actor.language, offerIds });
  // An erased candidate keeps the candidacy pointing at an account without a CV: nothing to show.
  if (!cv) throw new AppError(Status.CandidacyNotFound);
  return cv;
}

/**
 * One candidacy with the candidate's CV; opening it marks it read for the company. `list` is the list it was
 * opened from (filters and order): its previous and next let the company go through the candidates in turn.
 */
export async function candidateOfCandidacy(db: DbHandle, actor: Actor, candidacyId: number, now: Date, list: Omit<ProcessInput, 'pagina'> = {}) {
  const candidacy = await candidacyOfCompany(db, actor, candidacyId, 'read');
  const cv = await cvOf(db, actor, candidacy);
  if (!candidacy.read_by_company) await repo.markRead(db, candidacy.id);
  const view = await viewOf(db, actor, { ...candidacy, read_by_company: true }, now);
  const neighbours = await repo.neighbours(db, candidacy.offer_id, { stateId: list.estado, unreadOnly: list.noLeidos, text: list.texto, order: list.orden }, candidacy.id);
  return { ...view, cv, neighbours };
}

/**
 * Several candidacies to one state that is not a decision (the contract refuses 5 and 17: those are confirmed and
 * undoable one by one). Each is the one-by-one move (its state machine, history line, change log and notice to the
 * candidate) in the call's transaction, so one refusal leaves every candidacy as it was.
 */
export async function moveCandidacies(db: DbHandle, actor: Actor, effects: CallEffects, input: { idsCandidatura: number[]; idEstado: number }, now: Date) {
  const ids = [...new Set(input.idsCandidatura)];
  for (const id of ids) await moveCandidacy(db, actor, effects, { idCandidatura: id, idEstado: input.idEstado }, now);
  return { movidas: ids.length };
}

/** The CV of a candidacy for the PDF, in the caller's language. */
export async function cvForPdf(db: DbHandle, actor: Actor, candidacyId: number) {
  const candidacy = await candidacyOfCompany(db, actor, candidacyId, 'read');
  const cv = await cvOf(db, actor, candidacy);
  return { candidacy, cv };
}

/** The file ids a company's view of the CV shows: the only files of the candidate it may download. */
export function filesShown(cv: CompanyCvDatos): Set<string> {
  const ids = [cv.idFicheroImagen, ...cv.experiencias.map((e) => e.adjunto?.idFichero ?? null), ...cv.documentos.map((d) => d.fichero?.idFichero ?? null)];
  return new Set(ids.filter((id): id is string => id !== null));
}

export interface MoveInput {
  idCandidatura: number;
  idEstado: number;
  idMotivo?: number | undefined;
  texto?: string | undefined;
}

const reasonError = (campo: 'idMotivo' | 'texto', codigo: string) => new AppError(Status.MissingMandatoryData, { datos: { errores: [{ campo, codigo }] } });

/**
 * Moves a candidacy of one of the company's offers. The state machine decides the move (49); an offer no longer
 * open, or a candidacy another request moved meanwhile, is 14; a rejection needs a reason of state 17 for the offer's
 * profile (15 on idMotivo). The change and its history event are written together.
 */
export async function moveCandidacy(db: DbHandle, actor: Actor, effects: CallEffects, input: MoveInput, now: Date): Promise<CandidacyView> {
  const candidacy = await candidacyOfCompany(db, actor, input.idCandidatura, 'move');
  if (!canMoveCandidacy(candidacy.state_id, input.idEstado, 'company')) throw new AppError(Status.CannotChangeState);
  if (candidacy.offer_state !== 'published') throw new AppError(Status.InvalidStateChange);
  const labels = await labelsFor(db, actor);
  let reason: CatalogItem | undefined;
  let text: string | null = null;
  if (moveNeedsReason(input.idEstado)) {
    const allowed = rejectionReasonsFor(labels, candidacy.profile, actor.language);
    reason = labels.entry('rejection_reasons', input.idMotivo);
    if (!reason || !allowed.some((r) => r.idMotivo === reason?.id)) throw reasonError('idMotivo', reason ? 'malformed' : 'required');
    text = input.texto ?? null;
    // "Otros motivos" tells the student nothing by itself: the company must say it in its own words.
    if (reasonNeedsText(reason) && !text) throw reasonError('texto', 'required');
  }
  // A hire or a rejection may be taken back for a while; the candidate's mail waits as long (decisions.md).
  const undoUntil = isCandidacyDecision(input.idEstado) ? new Date(now.getTime() + CANDIDACY_UNDO_MINUTES * 60_000) : null;
  const eventId = await changeState(db, {
    candidacyId: candidacy.id,
    from: candidacy.state_id,
    to: input.idEstado,
    reasonId: reason?.id ?? null,
    reasonText: text,
    byUserId: actor.userId,
    at: now,
    undoUntil,
  });
  if (eventId === null) throw new AppError(Status.InvalidStateChange);
  // The service's change log follows every process of its institution, whoever moves it (written in the same
  // transaction as the move, like the service's own moves). The line names the offer, not the candidate: the
  // candidacy's id leads to the person while they have an account, and nothing personal outlives their erasure.
  const state = (id: number) => labels.label('candidacy_states', id) ?? String(id);
  const why = [reason?.label, text && `«${text}»`].filter(Boolean).join(' ');
  await recordAudit(db, actor, {
    entity: 'candidacy',
    entityId: candidacy.id,
    action: 'changeState',
    from: state(candidacy.state_id),
    to: state(input.idEstado),
    detail: why ? `${candidacy.title}: ${why}` : candidacy.title,
  });
  await tellCandidateOfMove(db, effects, actor, {
    candidateId: candidacy.candidate_id,
    offerTitle: candidacy.title,
    offerUrl: candidacy.url_access,
    stateId: input.idEstado,
    reason,
    text,
    hold: undoUntil ? { key: decisionNoticeKey(eventId), until: undoUntil } : undefined,
  });
  return viewOf(db, actor, await reread(db, actor, candidacy.id), now);
}

async function reread(db: DbHandle, actor: Actor, candidacyId: number) {
  const row = await repo.findCandidacy(db, actor.institutionId, candidacyId);
  if (!row) throw new AppError(Status.CandidacyNotFound);
  return row;
}

/**
 * Takes back the hire or rejection the company just made, within `CANDIDACY_UNDO_MINUTES`: the candidacy returns
 * to the state it had, the decision stays in the company's history marked as taken back, and the candidate's notice
 * of it is withdrawn (or, if they had already read it or been mailed it, they are told where it stands now).
 * 49 when there is no such decision to take back, 610 when its window has passed, 14 when the offer is no longer
 * published or another request moved it meanwhile.
 */
export async function undoMove(db: DbHandle, actor: Actor, effects: CallEffects, input: { idCandidatura: number }, now: Date): Promise<CandidacyView> {
  const candidacy = await candidacyOfCompany(db, actor, input.idCandidatura, 'move');
  const decision = undoable(candidacy, await repo.candidacyEvents(db, candidacy.id));
  if (!decision || decision.undo_until === null || decision.from_state_id === null) throw new AppError(Status.CannotChangeState);
  if (now >= decision.undo_until) throw new AppError(Status.UndoWindowPassed);
  if (candidacy.offer_state !== 'published') throw new AppError(Status.InvalidStateChange);
  const back = decision.from_state_id;
  const eventId = await changeState(db, { candidacyId: candidacy.id, from: candidacy.state_id, to: back, byUserId: actor.userId, at: now, kind: 'undo' });
  if (eventId === null || !(await repo.markUndone(db, decision.id, now))) throw new AppError(Status.InvalidStateChange);
  const labels = await labelsFor(db, actor);
  const state = (id: number) => labels.label('candidacy_states', id) ?? String(id);
  await recordAudit(db, actor, { entity: 'candidacy', entityId: candidacy.id, action: 'undoChangeState', from: state(candidacy.state_id), to: state(back), detail: candidacy.title });
  await withdrawDecisionNotice(db, effects, actor, decision.id, { candidateId: candidacy.candidate_id, offerTitle: candidacy.title, offerUrl: candidacy.url_access, stateId: back });
  return viewOf(db, actor, await reread(db, actor, candidacy.id), now);
}

/** The label of a candidacy state in the caller's language. */
export async function stateLabel(db: DbHandle, actor: Actor, stateId: number): Promise<string> {
  return (await labelsFor(db, actor)).label('candidacy_states', stateId) ?? String(stateId);
}
