import { CANDIDACY_STATE, OFFER_PROFILE, Status, type StatusCode, type OfferProfileId } from '@portal/shared';
import { type CandidateProfile, type OfferMatch, type RequirementText, isExpired } from '../offers/index.ts';
import type { EnrolmentOffer } from './candidacies.repository.ts';

/** Everything the rules read, loaded before any of them runs. */
export interface EnrolmentContext {
  offer: EnrolmentOffer;
  /** The list the candidate enrols from, when the client says. */
  requestedProfile: OfferProfileId | undefined;
  today: string;
  candidacyStateId: number | undefined;
  profile: CandidateProfile;
  programme: { requiresAdhesion: boolean; adhesionAccepted: boolean } | undefined;
  overlapsInternship: boolean;
  match: OfferMatch;
  missingDocuments: { idTipoDocumento: number; nombre: string }[];
  unmetRequirements: RequirementText[];
  unmetRequirementsMessage: string;
  /** Internship offers: the data an internship needs that my CV lacks (518). */
  missingPracticeData: string[];
}

export interface Refusal {
  status: StatusCode;
  datos?: unknown;
  mensaje?: string;
  refusalHttpStatus?: number;
}

export interface EnrolmentRule {
  name: string;
  refuse(ctx: EnrolmentContext): Refusal | undefined;
}

const when = (condition: boolean, status: StatusCode, extra: Omit<Refusal, 'status'> = {}): Refusal | undefined =>
  condition ? { status, ...extra } : undefined;

const isJob = (ctx: EnrolmentContext) => ctx.offer.profile === OFFER_PROFILE.job;

/** 518 is a front-end notice (HTTP 200 in the catalogue); refusing a call with it is a business refusal. */
export const MISSING_PRACTICE_DATA_HTTP_STATUS = 422;

/**
 * The refusals of inscribirse, in the order they are checked: first what is wrong with the offer or the request,
 * then who the candidate is (account, CV, service, search), then what the offer asks of them. The first rule
 * that refuses answers; an offer that passes them all is enrolled in.
 */
export const ENROLMENT_RULES: readonly EnrolmentRule[] = [
  {
    name: 'offer of the requested type',
    refuse: (ctx) =>
      when(
        ctx.requestedProfile !== undefined && ctx.requestedProfile !== ctx.offer.profile,
        isJob(ctx) ? Status.OfferIsForJobs : Status.OfferIsForInternships,
      ),
  },
  { name: 'offer not expired', refuse: (ctx) => when(isExpired(ctx.offer.expires_on, ctx.today), Status.OfferExpired) },
  {
    name: 'not already a candidate',
    refuse: (ctx) => when(ctx.candidacyStateId !== undefined && ctx.candidacyStateId !== CANDIDACY_STATE.withdrawn, Status.AlreadyCandidate),
  },
  { name: 'account not being deleted', refuse: (ctx) => when(ctx.profile.candidate?.deletionRequested === true, Status.Deregistered) },
  { name: 'has a CV', refuse: (ctx) => when(!ctx.profile.candidate?.hasCv, Status.CvRequired) },
  { name: 'has a study', refuse: (ctx) => when(ctx.profile.studies.length === 0, Status.StudyRequired) },
  {
    name: 'registered with the service of the offer type',
    refuse: (ctx) =>
      isJob(ctx)
        ? when(ctx.profile.candidate?.hasJobService === false, Status.NoJobService)
        : when(ctx.profile.candidate?.hasInternshipService === false, Status.NoInternshipService),
  },
  {
    name: 'active search for the offer type',
    refuse: (ctx) =>
      when(!(isJob(ctx) ? ctx.profile.candidate?.activeSearchJobs : ctx.profile.candidate?.activeSearchInternships), Status.ActiveJobSearchRequired),
  },
  {
    name: 'accepted adhesion to the programme',
    refuse: (ctx) => when(ctx.programme?.requiresAdhesion === true && !ctx.programme.adhesionAccepted, Status.OnlyAdheredStudents),
  },
  { name: 'work permit', refuse: (ctx) => when(!ctx.match.passes.workPermit, Status.WorkPermitRequired) },
  { name: 'no overlapping internship', refuse: (ctx) => when(!isJob(ctx) && ctx.overlapsInternship, Status.OverlapsInternship) },
  { name: 'undergraduate offers', refuse: (ctx) => when(!ctx.match.passes.undergraduateOnly, Status.OnlyForUndergraduates) },
  { name: 'postgraduate offers', refuse: (ctx) => when(!ctx.match.passes.postgraduateOnly, Status.OnlyForPostgraduates) },
  {
    name: 'degree asked for',
    refuse: (ctx) => when(!ctx.match.passes.degree, ctx.match.sameAreaDegree ? Status.OtherDegree : Status.OfferForOtherDegreeProfile),
  },
  {
    name: 'credits passed',
    refuse: (ctx) =>
      when(!ctx.match.passes.credits, Status.InsufficientCredits, {
        datos: { porcentajeMinimo: ctx.match.credits?.needed ?? null, porcentajeActual: ctx.match.credits?.pct ?? null },
      }),
  },
  {
    name: 'required documentation',
    refuse: (ctx) =>
      when(ctx.missingDocuments.length > 0, Status.MissingDocumentation, { datos: { documentacionNecesaria: ctx.missingDocuments } }),
  },
  {
    name: 'other requirements',
    refuse: (ctx) =>
      when(ctx.unmetRequirements.length > 0, Status.RequirementsNotMet, {
        datos: { requisitosNoCumplidos: ctx.unmetRequirements },
        mensaje: ctx.unmetRequirementsMessage,
      }),
  },
  {
    // Last: the candidate is asked to complete the data only for an internship they could otherwise enrol in.
    name: 'data an internship needs',
    refuse: (ctx) => when(!isJob(ctx) && ctx.missingPracticeData.length > 0, Status.MissingDataForPractice, {
        datos: { faltan: ctx.missingPracticeData },
        refusalHttpStatus: MISSING_PRACTICE_DATA_HTTP_STATUS,
      }),
  },
];

/** The first refusal, if any. */
export function firstRefusal(ctx: EnrolmentContext): Refusal | undefined {
  for (const rule of ENROLMENT_RULES) {
    const refusal = rule.refuse(ctx);
    if (refusal) return refusal;
  }
  return undefined;
}
