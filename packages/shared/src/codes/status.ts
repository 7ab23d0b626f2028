/**
 * Every `status` a response may carry (spec 2 §8). 0 is success; the catalogue (catalogue-rules.ts, and the texts
 * in catalogue-texts/<language>.ts; catalogue.ts puts them together) gives each other
 * code its texts, category, redirect and HTTP status.
 *
 * Decisions of the portal where the spec is silent, recorded here so both sides read the same numbers:
 * - 35-39 (survey errors), 74-78 (event errors) and 59/71/79 (no portal access) have no individual meaning in the
 *   spec; each code is given one reason below.
 * - 501-538: the spec lists the meanings of the success notices but numbers only 512 and 528-534, plus the
 *   front-end codes 509, 510 and 518, 515 (the notice whose text is the server's `mensaje`) and 524 (unknown user on
 *   password reset). The other meanings take the free numbers in the order the spec lists them (unenrolled = 501 ...
 *   request rejected = 530); 535 and 536 are the portal's event notices (a waiting-list place, unenrolled: notices
 *   stay in the spec's notice range) and 537 its notice of a deletion request withdrawn; 531 and 538 stay unassigned.
 * - 601-608 are portal extensions for refusals the spec does not cover: rate limit, body too large, of the wrong
 *   type or not JSON, unknown route, role not allowed, generic not found, 609 maintenance, 610 a candidacy decision
 *   past its undo window, 611 an offer sent while the company's required data is missing, 612 a contact removing
 *   themselves from the company's contacts, 613 the removal that would leave a company without a contact, 614 a
 *   signed copy for an agreement that is not waiting for the company's signature, 620 an adhesion request to a
 *   closed programme, 621 a decision on an adhesion request already decided, 628-632 the internship change requests
 *   and the education internship requests (one open request, an ended internship, decided twice, edited once
 *   decided, an unknown DNI), 641 giving up an event one is not enrolled in, 650-652 surveys (answers off the
 *   jumps' path, the data-protection clause not accepted, questions changed once answered), 653 a single sign-on answered for another survey (or purpose) than it was
 *   begun for, 658-662 single sign-on
 *   (off, an answer that is not valid, the provider unreachable, no verified identifying claim, no matching
 *   candidate), 663-666 a god-mode pass refused (forged, expired, another institution's, withdrawn), 667 a page view
 *   where the brand runs no analytics. 602 is
 *   deliberately unused: validation failures are code 15 (or the field's own format code) with the offending fields
 *   in `datos.errores`.
 */
export const Status = {
  Ok: 0,

  GeneralError: 1,
  SessionExpired: 2,
  AccessDenied: 3,
  OfferNotFound: 4,
  OfferIsForJobs: 6,
  OfferIsForInternships: 7,
  AlreadyExists: 8,
  CompanyNotValidatedOrBlocked: 9,
  AlreadyCandidate: 10,
  MissingDocumentation: 11,
  EmailSendError: 12,
  OfferForOtherDegreeProfile: 13,
  InvalidStateChange: 14,
  MissingMandatoryData: 15,
  UserEmailAlreadyRegistered: 16,
  OverlapsInternship: 17,
  OnlyForUndergraduates: 18,
  OnlyForPostgraduates: 19,
  NoJobService: 20,
  NoInternshipService: 21,
  NotUtpUte: 22,
  NotEnrolledInInternships: 23,
  CompanyProblem: 24,
  OfferHasManager: 25,
  NoStudiesFound: 26,
  StartDateAfterEndDate: 27,
  PasswordNotSecure: 28,
  ContactExists: 29,
  CandidacyProcessed: 30,
  CandidacyNotFound: 31,
  Deregistered: 32,
  CifMalformed: 33,
  WorkPermitRequired: 34,
  SurveyNotFound: 35,
  SurveyNotOpen: 36,
  SurveyAlreadyAnswered: 37,
  SurveyNotForUser: 38,
  SurveyAccessInvalid: 39,
  UnansweredQuestions: 40,
  StudiesNotFound: 41,
  LinkExpiredOrUsed: 42,
  PasswordAlreadySet: 43,
  EmailBelongsToAnotherCompany: 44,
  InternshipStudentNotFound: 45,
  FileTypeNotAllowed: 46,
  OtherDegree: 47,
  ActionNotAllowed: 48,
  CannotChangeState: 49,
  InsufficientCredits: 52,
  OfferForStudentsWithoutPendingInternships: 53,
  ActiveJobSearchRequired: 54,
  CvRequired: 55,
  DocumentAlreadyUploaded: 56,
  StudyRequired: 57,
  ProgrammeDedicationRule: 58,
  /** No access: the account's profile is not admitted to this portal. */
  NoPortalAccess: 59,
  EmailRegistered: 60,
  CannotDeleteAllStudies: 62,
  ProgrammeNotFound: 63,
  AdhesionAlreadyRequested: 64,
  AdhesionNotRequired: 65,
  IdDocumentMalformed: 66,
  OfferNotEditable: 68,
  EmailMalformed: 69,
  PhoneMalformed: 70,
  /** No access: the account belongs to another institution's portal. */
  NoPortalAccessOtherInstitution: 71,
  IbanMissing: 72,
  IbanInvalid: 73,
  EventNotFound: 74,
  EventFull: 75,
  EventAlreadyEnrolled: 76,
  EventEnrolmentClosed: 77,
  EventNotForUser: 78,
  /** No access: the account exists but has not been activated by the service yet. */
  NoPortalAccessNotActivated: 79,
  RequirementsNotMet: 80,
  CentreRequestLimitReached: 81,
  Blocked: 90,
  OnlyAdheredStudents: 91,
  IdAlreadyRegistered: 94,
  GraduateMustUseSso: 95,
  IdMustBeDniNie: 104,
  PersonalEmailNotAllowed: 105,
  OfferExpired: 111,
  ServiceUnavailable: 500,

  Unenrolled: 501,
  EnrolledCvSent: 502,
  CompanyRegistered: 503,
  UserRegistered: 504,
  RecoveryLinkSent: 505,
  OfferCreated: 506,
  DescriptionSaved: 507,
  PasswordReset: 508,
  StudentNotFoundForId: 509,
  PracticeRequested: 510,
  InternshipProposalRegistered: 511,
  OfferEditableOnlyWhilePending: 512,
  OfferClosed: 513,
  ChangesSaved: 514,
  ServerNotice: 515,
  DocumentsAttached: 516,
  PasswordSet: 517,
  MissingDataForPractice: 518,
  OfferDeleted: 519,
  DeletionRequestReceived: 520,
  PreEnrolmentAnswered: 521,
  PasswordChanged: 522,
  UserCreated: 523,
  UnknownUserOnPasswordReset: 524,
  AdhesionRequested: 525,
  AgreementAdded: 526,
  ContactCreated: 527,
  PracticeRequestSent: 528,
  RequestAccepted: 529,
  RequestRejected: 530,
  RequestModified: 532,
  EnrolmentDone: 533,
  ProgrammeEnrolmentDone: 534,

  TooManyAttempts: 601,
  PayloadTooLarge: 603,
  UnsupportedMediaType: 604,
  MalformedBody: 605,
  RouteNotFound: 606,
  Forbidden: 607,
  NotFound: 608,
  /** The institution's portal is in maintenance: the call is refused (sessions survive; the web shows /mantenimiento). */
  Maintenance: 609,
  /** A company's final decision on a candidacy can no longer be taken back: its undo window has passed. */
  UndoWindowPassed: 610,
  /** An offer cannot be sent: the company's or the contact's required data is still missing (put off at first login). */
  CompanyDataMissing: 611,
  /** A company contact cannot remove themselves from the company's contacts (another contact of the company can). */
  CannotRemoveOwnContact: 612,
  /** The company would be left without a contact who can sign in: its last one cannot be removed. */
  LastCompanyContact: 613,
  /** A signed copy was sent for an agreement that is not waiting for the company's signature (only a generated one is). */
  AgreementNotAwaitingSignature: 614,
  /** The programme does not take adhesion requests now: staff closed it, or its end date has passed. */
  ProgrammeClosed: 620,
  /** Staff already decided this adhesion request (accepted or refused): it cannot be decided again. */
  AdhesionAlreadyDecided: 621,
  /** An internship already has a change request waiting for the service: one open request per internship at a time. */
  ChangeRequestOpen: 628,
  /** The internship has ended (finished, renounced or cancelled): there is nothing left to change. */
  InternshipEnded: 629,
  /** The request has been decided already (accepted or rejected): it cannot be decided again. */
  RequestAlreadyDecided: 630,
  /** The request has been decided: it can no longer be edited. */
  RequestNotEditable: 631,
  /** No candidate of the institution has this DNI/NIE. */
  UnknownStudentDni: 632,
  /** The candidate gives up an event they are not enrolled in (nor waiting for). */
  EventNotEnrolled: 641,
  /** Notice: the event is full, the candidate has a place on its waiting list. */
  EventWaitingListPlace: 535,
  /** Notice: the candidate gave up their place (or waiting-list place) in the event. */
  EventUnenrolled: 536,
  /** Notice: the candidate withdrew their deletion request within the grace period; the account stays. */
  DeletionRequestWithdrawn: 537,
  /** An information page (career guidance, help) cannot be published while its title or text is empty in a language. */
  InfoPageIncomplete: 649,
  /** The answers sent do not follow the survey's path: a question the jumps skip was answered, or an option is not the question's. */
  SurveyAnswersOffPath: 650,
  /** The survey asks to accept its data-protection clause before answering, and it was not accepted. */
  SurveyClauseNotAccepted: 651,
  /** The survey has answers: its questions and options can no longer change (its title, dates and text still can). */
  SurveyHasAnswers: 652,
  /** The single sign-on answer belongs to a sign-on begun for another survey, or for the portal's login rather than a survey's (or the reverse). */
  SsoOtherPurpose: 653,
  /** Single sign-on is not turned on for this institution. */
  SsoOff: 658,
  /** The single sign-on answer is not valid: unknown or used state, a code already exchanged, a token that does not check. */
  SsoAnswerInvalid: 659,
  /** The institution's identity provider cannot be reached or is misconfigured. */
  SsoProviderUnavailable: 660,
  /** The identity provider did not vouch for the claim that identifies the person (missing or not verified). */
  SsoClaimMissing: 661,
  /** No candidate of the institution matches the person the identity provider vouched for. */
  SsoNoCandidate: 662,
  /** The god-mode pass is not one the server signed (malformed, altered or forged). */
  GodModePassInvalid: 663,
  /** The god-mode pass has expired: staff create a new one. */
  GodModePassExpired: 664,
  /** The god-mode pass was made for another institution. */
  GodModePassOtherInstitution: 665,
  /** Staff withdrew every god-mode pass of the institution made before this one was used. */
  GodModePassRevoked: 666,
  /** A page view was sent where the brand runs no analytics (flag analitycs off). */
  AnalyticsOff: 667,
} as const;

export type StatusName = keyof typeof Status;
export type StatusCode = (typeof Status)[StatusName];

export const STATUS_CODES: readonly StatusCode[] = Object.values(Status);
