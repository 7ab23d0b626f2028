import { CANDIDACY_STATE, PRE_ENROLMENT_STATE_ID, REJECTION_REASON_STATE_ID, Status, type OfferProfileId } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { authorize, policies } from '../../policies/index.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { loadCatalogs, type CatalogLabels } from '../domains/index.ts';
import { serviceDay } from '../offers/index.ts';
import type { CallEffects } from '../notifications/index.ts';
import { createCandidaciesRepository, type CandidacyRow, type StateChange } from './candidacies.repository.ts';
import { tellCompanyOfCandidate } from './candidacy-notices.ts';
import { reasonsFor, rejectionReasons } from './rejection-reasons.ts';

/** Accepting a pre-enrolment makes it an ordinary candidacy, which the company then processes. */
const ACCEPTED_PRE_ENROLMENT_STATE = CANDIDACY_STATE.enrolled;

const labelsFor = (db: DbHandle, actor: Actor) => loadCatalogs(db, actor, actor.language, ['candidacy_states', 'rejection_reasons']);

/**
 * Moves a candidacy that is still in `from` and writes its history line, on the call's transaction: the line's id,
 * or null when the candidacy had moved on (another request got there first).
 */
export async function changeState(db: DbHandle, change: StateChange): Promise<number | null> {
  const repo = createCandidaciesRepository(db);
  if (!(await repo.moveState(change))) return null;
  return repo.addEvent(change);
}

async function mine(db: DbHandle, actor: Actor, url: string) {
  const repo = createCandidaciesRepository(db);
  const offer = await repo.findOffer(actor.institutionId, url);
  const candidacy = offer && (await repo.candidacy(actor.institutionId, offer.id, actor.userId));
  if (!offer || !candidacy || candidacy.state_id === CANDIDACY_STATE.withdrawn) throw new AppError(Status.CandidacyNotFound);
  authorize(policies.candidacy, actor, 'answer', { institutionId: candidacy.institution_id, candidateId: candidacy.candidate_id });
  return { offer, candidacy };
}

async function preEnrolment(db: DbHandle, actor: Actor, url: string) {
  const found = await mine(db, actor, url);
  if (found.candidacy.state_id !== PRE_ENROLMENT_STATE_ID) throw new AppError(Status.InvalidStateChange);
  return found;
}

async function move(db: DbHandle, actor: Actor, candidacyId: number, to: number, now: Date, reasonId?: number) {
  const moved = await changeState(db, { candidacyId, from: PRE_ENROLMENT_STATE_ID, to, reasonId, byUserId: actor.userId, at: now });
  if (!moved) throw new AppError(Status.InvalidStateChange);
}

export interface CandidacyList {
  rows: CandidacyRow[];
  labels: CatalogLabels;
  today: string;
}

export async function listCandidacies(db: DbHandle, actor: Actor, profile: OfferProfileId, now: Date): Promise<CandidacyList> {
  const [rows, labels] = await Promise.all([createCandidaciesRepository(db).list(actor.institutionId, actor.userId, { profile }), labelsFor(db, actor)]);
  return { rows, labels, today: serviceDay(now) };
}

/** My candidacy in an offer and how it got where it is (withdrawal-rule.ts says whether I may still withdraw). */
export async function candidacyDetail(db: DbHandle, actor: Actor, url: string, now: Date) {
  const repo = createCandidaciesRepository(db);
  const [row] = await repo.list(actor.institutionId, actor.userId, { offerUrl: url });
  if (!row) throw new AppError(Status.CandidacyNotFound);
  const [events, labels] = await Promise.all([repo.events(row.id), labelsFor(db, actor)]);
  return { row, events, labels, today: serviceDay(now) };
}

/**
 * The candidate takes up the service's proposal: the candidacy is now an ordinary one the company processes, so
 * the company hears of its new candidate as of one who enrolled on their own.
 */
export async function acceptPreEnrolment(db: DbHandle, actor: Actor, effects: CallEffects, url: string, now: Date) {
  const { offer, candidacy } = await preEnrolment(db, actor, url);
  await move(db, actor, candidacy.id, ACCEPTED_PRE_ENROLMENT_STATE, now);
  const candidateName = await createCandidaciesRepository(db).candidateName(actor);
  await tellCompanyOfCandidate(effects, 'candidacy.new', { companyId: offer.company_id, offerId: offer.id, offerTitle: offer.title, candidateName });
  return { urlOferta: url, idEstado: ACCEPTED_PRE_ENROLMENT_STATE };
}

/**
 * Rejects with a reason the student may give for this offer type: an unknown reason is bad input (15); a reason
 * of another state or offer type is not allowed here (48).
 */
export async function rejectPreEnrolment(db: DbHandle, actor: Actor, input: { url: string; reasonId: number }, now: Date) {
  const { offer, candidacy } = await preEnrolment(db, actor, input.url);
  const reasons = await rejectionReasons(db, actor, 'es');
  if (!reasons.some((r) => r.idMotivo === input.reasonId)) {
    throw new AppError(Status.MissingMandatoryData, { datos: { errores: [{ campo: 'idMotivo', codigo: Status.MissingMandatoryData, clave: 'malformed' }] } });
  }
  if (!reasonsFor(reasons, offer.profile).some((r) => r.idMotivo === input.reasonId)) throw new AppError(Status.ActionNotAllowed);
  await move(db, actor, candidacy.id, REJECTION_REASON_STATE_ID, now, input.reasonId);
  return { urlOferta: input.url, idEstado: REJECTION_REASON_STATE_ID };
}
