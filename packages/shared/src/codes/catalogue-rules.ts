import { Status, type StatusCode } from './status.ts';

/*
 * A new code: its number in status.ts, its rule below, and its title, body (and button) in each of
 * catalogue-texts/ca.ts, es.ts and en.ts; the types make a missing one a compile error. The texts live apart so
 * the web loads only the interface language's (messages.ts).
 */

/** How loud the banner is: important errors leave only an accept button that logs out (spec 2 §8.1). */
export type Category = 'secondary' | 'medium' | 'important';
export type RedirectTarget = 'home' | 'cv' | 'company' | 'offers' | 'companyLogin' | 'login';

/** How the portal treats a code, whatever the language; its texts are in catalogue-texts/<language>.ts. */
export interface CatalogueRule {
  code: StatusCode;
  kind: 'error' | 'notice';
  category: Category;
  redirect?: RedirectTarget;
  newTab?: boolean;
  /** Sent to the server's error report when the client meets it. */
  reported: boolean;
  /** The response's `mensaje` replaces the body when present; the body here is the fallback. */
  showServerMessage: boolean;
  /** What the API answers with alongside this code. */
  httpStatus: number;
}

type Options = Partial<Pick<CatalogueRule, 'category' | 'redirect' | 'newTab' | 'reported' | 'showServerMessage'>>;
type Definition = Omit<CatalogueRule, 'code'>;

function error(httpStatus: number, options: Options = {}): Definition {
  return { kind: 'error', category: 'medium', reported: false, showServerMessage: false, httpStatus, ...options };
}

/** Notices are answers the client shows after a call that worked, hence HTTP 200. */
function notice(options: Options = {}): Definition {
  return { kind: 'notice', category: 'secondary', reported: false, showServerMessage: false, httpStatus: 200, ...options };
}

/** The codes of the 501-538 range that tell of a failure (509, 518, 524): shown as errors, answered with 200 like the rest of the range. */
function warning(options: Options = {}): Definition {
  return { ...notice(options), kind: 'error', category: 'medium' };
}

const definitions: Record<StatusCode, Definition> = {
  [Status.Ok]: notice(),
  [Status.GeneralError]: error(500, { reported: true }),
  [Status.SessionExpired]: error(401, { category: 'important', redirect: 'login' }),
  [Status.AccessDenied]: error(401, { showServerMessage: true }),
  [Status.OfferNotFound]: error(404, { redirect: 'offers' }),
  [Status.OfferIsForJobs]: error(422),
  [Status.OfferIsForInternships]: error(422),
  [Status.AlreadyExists]: error(409),
  [Status.CompanyNotValidatedOrBlocked]: error(403, { category: 'important', redirect: 'companyLogin' }),
  [Status.AlreadyCandidate]: error(409),
  [Status.MissingDocumentation]: error(422),
  [Status.EmailSendError]: error(502, { reported: true }),
  [Status.OfferForOtherDegreeProfile]: error(422),
  [Status.InvalidStateChange]: error(409),
  [Status.MissingMandatoryData]: error(400, { redirect: 'cv' }),
  [Status.UserEmailAlreadyRegistered]: error(409),
  [Status.OverlapsInternship]: error(422),
  [Status.OnlyForUndergraduates]: error(422),
  [Status.OnlyForPostgraduates]: error(422),
  [Status.NoJobService]: error(422),
  [Status.NoInternshipService]: error(422),
  [Status.NotUtpUte]: error(422),
  [Status.NotEnrolledInInternships]: error(422),
  [Status.CompanyProblem]: error(422, { redirect: 'company', reported: true }),
  [Status.OfferHasManager]: error(409),
  [Status.NoStudiesFound]: error(422, { redirect: 'cv' }),
  [Status.StartDateAfterEndDate]: error(400),
  [Status.PasswordNotSecure]: error(400),
  [Status.ContactExists]: error(409),
  [Status.CandidacyProcessed]: error(409),
  [Status.CandidacyNotFound]: error(404),
  [Status.Deregistered]: error(403, { category: 'important' }),
  [Status.CifMalformed]: error(400),
  [Status.WorkPermitRequired]: error(422, { redirect: 'cv' }),
  [Status.SurveyNotFound]: error(404),
  [Status.SurveyNotOpen]: error(409),
  [Status.SurveyAlreadyAnswered]: error(409),
  [Status.SurveyNotForUser]: error(403),
  [Status.SurveyAccessInvalid]: error(403),
  [Status.UnansweredQuestions]: error(400),
  [Status.StudiesNotFound]: error(404),
  [Status.LinkExpiredOrUsed]: error(409),
  [Status.PasswordAlreadySet]: error(409),
  [Status.EmailBelongsToAnotherCompany]: error(409),
  [Status.InternshipStudentNotFound]: error(404),
  [Status.FileTypeNotAllowed]: error(400),
  [Status.OtherDegree]: error(422),
  [Status.ActionNotAllowed]: error(403),
  [Status.CannotChangeState]: error(409),
  [Status.InsufficientCredits]: error(422),
  [Status.OfferForStudentsWithoutPendingInternships]: error(422),
  [Status.ActiveJobSearchRequired]: error(422, { redirect: 'cv' }),
  [Status.CvRequired]: error(422, { redirect: 'cv' }),
  [Status.DocumentAlreadyUploaded]: error(409),
  [Status.StudyRequired]: error(422, { redirect: 'cv' }),
  [Status.ProgrammeDedicationRule]: error(422, { showServerMessage: true }),
  [Status.NoPortalAccess]: error(403, { category: 'important' }),
  [Status.EmailRegistered]: error(409),
  [Status.CannotDeleteAllStudies]: error(409),
  [Status.ProgrammeNotFound]: error(404),
  [Status.AdhesionAlreadyRequested]: error(409),
  [Status.AdhesionNotRequired]: error(422),
  [Status.IdDocumentMalformed]: error(400),
  [Status.OfferNotEditable]: error(409),
  [Status.EmailMalformed]: error(400),
  [Status.PhoneMalformed]: error(400),
  [Status.NoPortalAccessOtherInstitution]: error(403, { category: 'important' }),
  [Status.IbanMissing]: error(422, { redirect: 'company' }),
  [Status.IbanInvalid]: error(400),
  [Status.EventNotFound]: error(404),
  [Status.EventFull]: error(409),
  [Status.EventAlreadyEnrolled]: error(409),
  [Status.EventEnrolmentClosed]: error(409),
  [Status.EventNotForUser]: error(403),
  [Status.NoPortalAccessNotActivated]: error(403, { category: 'important' }),
  [Status.RequirementsNotMet]: error(422, { showServerMessage: true }),
  [Status.CentreRequestLimitReached]: error(422),
  [Status.Blocked]: error(403, { category: 'important', showServerMessage: true }),
  [Status.OnlyAdheredStudents]: error(422),
  [Status.IdAlreadyRegistered]: error(409),
  [Status.GraduateMustUseSso]: error(403, { category: 'important' }),
  [Status.IdMustBeDniNie]: error(400),
  [Status.PersonalEmailNotAllowed]: error(400, { showServerMessage: true }),
  [Status.OfferExpired]: error(409, { redirect: 'offers' }),
  [Status.ServiceUnavailable]: error(503, { reported: true }),
  [Status.Unenrolled]: notice(),
  [Status.EnrolledCvSent]: notice(),
  [Status.CompanyRegistered]: notice(),
  [Status.UserRegistered]: notice(),
  [Status.RecoveryLinkSent]: notice(),
  [Status.OfferCreated]: notice(),
  [Status.DescriptionSaved]: notice(),
  [Status.PasswordReset]: notice(),
  [Status.StudentNotFoundForId]: warning(),
  [Status.PracticeRequested]: notice(),
  [Status.InternshipProposalRegistered]: notice(),
  [Status.OfferEditableOnlyWhilePending]: notice({ category: 'medium' }),
  [Status.OfferClosed]: notice(),
  [Status.ChangesSaved]: notice(),
  [Status.ServerNotice]: notice({ showServerMessage: true }),
  [Status.DocumentsAttached]: notice(),
  [Status.PasswordSet]: notice(),
  [Status.MissingDataForPractice]: warning({ redirect: 'cv' }),
  [Status.OfferDeleted]: notice(),
  [Status.DeletionRequestReceived]: notice(),
  [Status.PreEnrolmentAnswered]: notice(),
  [Status.PasswordChanged]: notice(),
  [Status.UserCreated]: notice(),
  [Status.UnknownUserOnPasswordReset]: warning(),
  [Status.AdhesionRequested]: notice(),
  [Status.AgreementAdded]: notice(),
  [Status.ContactCreated]: notice(),
  [Status.PracticeRequestSent]: notice(),
  [Status.RequestAccepted]: notice(),
  [Status.RequestRejected]: notice(),
  [Status.RequestModified]: notice(),
  [Status.EnrolmentDone]: notice(),
  [Status.ProgrammeEnrolmentDone]: notice(),
  [Status.TooManyAttempts]: error(429),
  [Status.PayloadTooLarge]: error(413),
  [Status.UnsupportedMediaType]: error(415),
  [Status.MalformedBody]: error(400),
  [Status.RouteNotFound]: error(404),
  [Status.Forbidden]: error(403),
  [Status.NotFound]: error(404),
  [Status.Maintenance]: error(503),
  [Status.UndoWindowPassed]: error(409),
  [Status.CompanyDataMissing]: error(422),
  [Status.CannotRemoveOwnContact]: error(409),
  [Status.LastCompanyContact]: error(409),
  [Status.AgreementNotAwaitingSignature]: error(409),
  [Status.ProgrammeClosed]: error(409),
  [Status.AdhesionAlreadyDecided]: error(409),
  [Status.ChangeRequestOpen]: error(409),
  [Status.InternshipEnded]: error(409),
  [Status.RequestAlreadyDecided]: error(409),
  [Status.RequestNotEditable]: error(409),
  [Status.UnknownStudentDni]: error(404),
  [Status.InfoPageIncomplete]: error(409),
  [Status.EventNotEnrolled]: error(409),
  [Status.SsoOff]: error(404),
  [Status.SsoAnswerInvalid]: error(400),
  [Status.SsoProviderUnavailable]: error(502),
  [Status.SsoClaimMissing]: error(403),
  [Status.SsoNoCandidate]: error(403),
  [Status.SsoOtherPurpose]: error(400),
  [Status.GodModePassInvalid]: error(403),
  [Status.GodModePassExpired]: error(403),
  [Status.GodModePassOtherInstitution]: error(403),
  [Status.GodModePassRevoked]: error(403),
  [Status.AnalyticsOff]: error(409),
  [Status.SurveyAnswersOffPath]: error(422),
  [Status.SurveyClauseNotAccepted]: error(403),
  [Status.SurveyHasAnswers]: error(409),
  [Status.EventWaitingListPlace]: notice(),
  [Status.EventUnenrolled]: notice(),
  [Status.DeletionRequestWithdrawn]: notice(),
};

/**
 * The catalogue without its texts: what the client needs on every page (kind, category, redirect) and the server
 * answers with (HTTP status). Small, so it rides in the first chunk while the texts wait for the language.
 */
export const catalogueRules = Object.fromEntries(
  Object.entries(definitions).map(([code, definition]) => [code, { code: Number(code) as StatusCode, ...definition }]),
) as Record<StatusCode, CatalogueRule>;
