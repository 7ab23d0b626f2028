import { Status, type BrandConfig, type Language } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import { CANDIDACY_STATE } from '../../db/seed/catalogs/candidacy-states.ts';
import type { SessionClaims } from '../session/tokens.ts';
import { serviceDay } from '../offers/calendar.ts';
import { loadCatalogs } from '../offers/catalog-labels.repository.ts';
import { loadCandidateProfile } from '../offers/match/candidate-profile.repository.ts';
import { matchOffer } from '../offers/match/offer-match.repository.ts';
import { readRequirements } from '../offers/match/offer-requirements.ts';
import { matchContext, type RequirementKey } from '../offers/match/requirement-checks.ts';
import { requirementTexts, unmetRequirementsMessage } from '../offers/match/requirement-texts.ts';
import { createCandidaciesRepository, type EnrolmentOffer } from './candidacies.repository.ts';
import { firstRefusal, type EnrolmentContext } from './enrolment-rules.ts';

export interface EnrolInput {
  urlOferta: string;
  inscripcionExterna?: boolean;
  tipo?: 1 | 2;
}

export interface EnrolResult {
  urlOferta: string;
  idEstado: number;
  urlExterna?: string;
}

/** The match checks whose failures code 80 lists (the others have codes of their own). */
const LISTED_REQUIREMENTS: readonly RequirementKey[] = ['ownCar', 'availabilityToTravel', 'drivingLicence', 'graduationYear', 'languages'];

export function createEnrolmentService({ db, now }: { db: Db; now: () => Date }) {
  const repo = createCandidaciesRepository(db);

  async function context(session: SessionClaims, brand: BrandConfig, language: Language, offer: EnrolmentOffer, tipo?: 1 | 2): Promise<EnrolmentContext> {
    const { institutionId, userId } = session;
    const profile = await loadCandidateProfile(db, institutionId, userId);
    const requirements = readRequirements(offer.requirements);
    const [candidacy, match, requiresAdhesion, adhesionAccepted, overlapsInternship, heldDocuments, labels] = await Promise.all([
      repo.candidacy(institutionId, offer.id, userId),
      matchOffer(db, offer.id, matchContext(profile)),
      offer.programme_id === null ? false : repo.programmeRequiresAdhesion(institutionId, offer.programme_id),
      offer.programme_id === null ? false : repo.adhesionAccepted(userId, offer.programme_id),
      offer.start_date && offer.end_date ? repo.overlapsInternship(institutionId, userId, offer.start_date, offer.end_date) : false,
      repo.documentTypesFor(userId, offer.id),
      loadCatalogs(db, institutionId, language, ['document_types', 'languages', 'language_levels']),
    ]);
    const failed = new Set(LISTED_REQUIREMENTS.filter((key) => !match.passes[key]));
    const unmetRequirements = requirementTexts(requirements, labels, language, { languageIds: match.unmetLanguageIds, keys: failed });
    return {
      offer,
      requestedProfile: tipo,
      today: serviceDay(now()),
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
    };
  }

  async function openOffer(institutionId: string, url: string): Promise<EnrolmentOffer> {
    const offer = await repo.findOffer(institutionId, url);
    // A closed offer takes no new candidacies: to the candidate it is gone.
    if (!offer || offer.state !== 'published') throw new AppError(Status.OfferNotFound);
    return offer;
  }

  return {
    async enrol(session: SessionClaims, brand: BrandConfig, language: Language, input: EnrolInput): Promise<EnrolResult> {
      const offer = await openOffer(session.institutionId, input.urlOferta);
      const refusal = firstRefusal(await context(session, brand, language, offer, input.tipo));
      if (refusal) throw new AppError(refusal.status, { datos: refusal.datos, mensaje: refusal.mensaje });
      // The portal records an external enrolment only where the offer sends candidates to the company's site.
      if (input.inscripcionExterna && !offer.external_enrolment_url) throw new AppError(Status.ActionNotAllowed);
      const created = await repo.enrol({
        institutionId: session.institutionId,
        offerId: offer.id,
        candidateId: session.userId,
        external: input.inscripcionExterna === true,
        at: now(),
      });
      if (!created) throw new AppError(Status.AlreadyCandidate);
      return input.inscripcionExterna && offer.external_enrolment_url
        ? { urlOferta: input.urlOferta, idEstado: created.stateId, urlExterna: offer.external_enrolment_url }
        : { urlOferta: input.urlOferta, idEstado: created.stateId };
    },

    /**
     * Withdraws my candidacy while the company has not acted on it (state 'inscrita'); it stays, as withdrawn,
     * in the company's list and in mine, and I may enrol again later.
     */
    async unenrol(session: SessionClaims, url: string): Promise<{ urlOferta: string; idEstado: number }> {
      const offer = await repo.findOffer(session.institutionId, url);
      const candidacy = offer && (await repo.candidacy(session.institutionId, offer.id, session.userId));
      if (!candidacy || candidacy.state_id === CANDIDACY_STATE.withdrawn) throw new AppError(Status.CandidacyNotFound);
      if (candidacy.state_id !== CANDIDACY_STATE.enrolled) throw new AppError(Status.CandidacyProcessed);
      const moved = await repo.changeState({
        candidacyId: candidacy.id,
        from: CANDIDACY_STATE.enrolled,
        to: CANDIDACY_STATE.withdrawn,
        byUserId: session.userId,
        at: now(),
      });
      if (!moved) throw new AppError(Status.CandidacyProcessed);
      return { urlOferta: url, idEstado: CANDIDACY_STATE.withdrawn };
    },
  };
}

export type EnrolmentService = ReturnType<typeof createEnrolmentService>;
