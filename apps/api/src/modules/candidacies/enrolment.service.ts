import { CANDIDACY_STATE, OFFER_PROFILE, Status, type OfferProfileId } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { authorize, policies } from '../../policies/index.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { serviceDay, loadCandidateProfile, matchOffer, readRequirements, matchContext, type RequirementKey, REQUIREMENT_CATALOGS, requirementTexts, unmetRequirementsMessage } from '../offers/index.ts';
import { loadCatalogs } from '../domains/index.ts';
import { createCandidaciesRepository, type EnrolmentOffer } from './candidacies.repository.ts';
import { changeState } from './candidacies.service.ts';
import { tellCompanyOfCandidate } from './candidacy-notices.ts';
import type { CallEffects } from '../notifications/index.ts';
import { firstRefusal, type EnrolmentContext } from './enrolment-rules.ts';
import { loadMissingPracticeData } from './practice-data.ts';
import { canWithdraw } from './withdrawal-rule.ts';

export interface EnrolInput {
  urlOferta: string;
  inscripcionExterna?: boolean;
  tipo?: OfferProfileId;
}

export interface EnrolResult {
  urlOferta: string;
  idEstado: number;
  urlExterna?: string;
}

/** The match checks whose failures code 80 lists (the others have codes of their own). */
export const LISTED_REQUIREMENTS: readonly RequirementKey[] = [
  'ownCar',
  'availabilityToTravel',
  'drivingLicence',
  'graduationYear',
  'languages',
  'experience',
  'nationality',
  'residenceCountry',
  'residenceProvince',
  'availabilityToRelocate',
  'currentlyWorking',
  'competences',
  'interests',
];

/** What the enrolment rules look at: the offer, my profile and my standing with the offer, read on the call's handle. */
export async function enrolmentContext(db: DbHandle, actor: Actor, offer: EnrolmentOffer, tipo: OfferProfileId | undefined, now: Date): Promise<EnrolmentContext> {
  const { institutionId, userId, brand, language } = actor;
  const repo = createCandidaciesRepository(db);
  const profile = await loadCandidateProfile(db, institutionId, userId);
  const requirements = readRequirements(offer.requirements);
  const [candidacy, match, requiresAdhesion, adhesionAccepted, overlapsInternship, heldDocuments, labels, missingPractice] = await Promise.all([
    repo.candidacy(institutionId, offer.id, userId),
    matchOffer(db, offer.id, matchContext(profile)),
    offer.programme_id === null ? false : repo.programmeRequiresAdhesion(institutionId, offer.programme_id),
    offer.programme_id === null ? false : repo.adhesionAccepted(userId, offer.programme_id),
    offer.start_date && offer.end_date ? repo.overlapsInternship(institutionId, userId, offer.start_date, offer.end_date) : false,
    repo.documentTypesFor(userId, offer.id),
    loadCatalogs(db, institutionId, language, ['document_types', ...REQUIREMENT_CATALOGS]),
    offer.profile === OFFER_PROFILE.internship ? loadMissingPracticeData(db, institutionId, userId, Number(offer.monthly_grant ?? 0) > 0) : [],
  ]);
  const failed = new Set(LISTED_REQUIREMENTS.filter((key) => !match.passes[key]));
  const unmetRequirements = requirementTexts(requirements, labels, language, { languageIds: match.unmetLanguageIds, keys: failed });
  return {
    offer,
    requestedProfile: tipo,
    today: serviceDay(now),
    candidacyStateId: candidacy?.state_id,
    profile,
    programme: offer.programme_id === null ? undefined : { requiresAdhesion, adhesionAccepted },
    overlapsInternship,
    match,
    missingDocuments: (requirements.requiredDocumentTypeIds ?? [])
      .filter((id) => !heldDocuments.includes(id))
      .map((id) => ({ idTipoDocumento: id, nombre: labels.label('document_types', id) ?? String(id) })),
    unmetRequirements,
    unmetRequirementsMessage: unmetRequirementsMessage(unmetRequirements, language, brand.contactEmail),
    missingPracticeData: missingPractice,
  };
}

export async function openOffer(db: DbHandle, actor: Actor, url: string): Promise<EnrolmentOffer> {
  const offer = await createCandidaciesRepository(db).findOffer(actor.institutionId, url);
  // A closed offer takes no new candidacies: to the candidate it is gone.
  if (!offer || offer.state !== 'published') throw new AppError(Status.OfferNotFound);
  return offer;
}

/**
 * Enrols me in an offer. The rules are checked and the candidacy written on the call's transaction, so nothing
 * another request does can slip between the check and the write; a candidacy I had withdrawn is reopened.
 */
export async function enrol(db: DbHandle, actor: Actor, effects: CallEffects, input: EnrolInput, now: Date): Promise<EnrolResult> {
  const offer = await openOffer(db, actor, input.urlOferta);
  const refusal = firstRefusal(await enrolmentContext(db, actor, offer, input.tipo, now));
  if (refusal) throw new AppError(refusal.status, { datos: refusal.datos, mensaje: refusal.mensaje, refusalHttpStatus: refusal.refusalHttpStatus });
  // The portal records an external enrolment only where the offer sends candidates to the company's site.
  if (input.inscripcionExterna && !offer.external_enrolment_url) throw new AppError(Status.ActionNotAllowed);
  const created = await writeCandidacy(db, actor, offer.id, input.inscripcionExterna === true, now);
  const candidateName = await createCandidaciesRepository(db).candidateName(actor);
  await tellCompanyOfCandidate(effects, 'candidacy.new', { companyId: offer.company_id, offerId: offer.id, offerTitle: offer.title, candidateName });
  return input.inscripcionExterna && offer.external_enrolment_url
    ? { urlOferta: input.urlOferta, idEstado: created.stateId, urlExterna: offer.external_enrolment_url }
    : { urlOferta: input.urlOferta, idEstado: created.stateId };
}

/** A live candidacy of mine (anything but withdrawn) refuses a second one (code 12). */
async function writeCandidacy(db: DbHandle, actor: Actor, offerId: number, external: boolean, at: Date) {
  const repo = createCandidaciesRepository(db);
  const stateId = CANDIDACY_STATE.enrolled;
  const existing = await repo.lockCandidacy(offerId, actor.userId);
  if (existing && existing.state_id !== CANDIDACY_STATE.withdrawn) throw new AppError(Status.AlreadyCandidate);
  let id = existing?.id;
  if (id !== undefined) await repo.reopenCandidacy(id, { stateId, external, at });
  else id = await repo.insertCandidacy({ institutionId: actor.institutionId, offerId, candidateId: actor.userId, stateId, external, at });
  if (id === undefined) throw new AppError(Status.AlreadyCandidate);
  await repo.addEvent({ candidacyId: id, from: existing?.state_id ?? null, to: stateId, byUserId: actor.userId, at });
  return { id, stateId };
}

/**
 * Withdraws my candidacy while the company has not acted on it (state 'inscrita'); it stays, as withdrawn, in the
 * company's list and in mine, and I may enrol again later.
 */
export async function unenrol(db: DbHandle, actor: Actor, effects: CallEffects, url: string, now: Date): Promise<{ urlOferta: string; idEstado: number }> {
  const repo = createCandidaciesRepository(db);
  const offer = await repo.findOffer(actor.institutionId, url);
  const candidacy = offer && (await repo.candidacy(actor.institutionId, offer.id, actor.userId));
  if (!candidacy || candidacy.state_id === CANDIDACY_STATE.withdrawn) throw new AppError(Status.CandidacyNotFound);
  authorize(policies.candidacy, actor, 'withdraw', { institutionId: candidacy.institution_id, candidateId: candidacy.candidate_id });
  if (!canWithdraw(candidacy.state_id)) throw new AppError(Status.CandidacyProcessed);
  const moved = await changeState(db, { candidacyId: candidacy.id, from: CANDIDACY_STATE.enrolled, to: CANDIDACY_STATE.withdrawn, byUserId: actor.userId, at: now });
  if (!moved) throw new AppError(Status.CandidacyProcessed);
  const candidateName = await repo.candidateName(actor);
  await tellCompanyOfCandidate(effects, 'candidacy.withdrawn', { companyId: offer.company_id, offerId: offer.id, offerTitle: offer.title, candidateName });
  return { urlOferta: url, idEstado: CANDIDACY_STATE.withdrawn };
}
