/**
 * The reasons a write call leaves no line in the change log (docs/decisions.md, "What the change log keeps"), named
 * once so the calls that share one say it the same way: a call names its reason by key (`changeLog: { exempt:
 * 'ownCv' }`), so the sentences stay out of the web's scripts (a contract module the web loads carries the key only).
 * A call that is logged says `changeLog: 'logged'`.
 */
export const NOT_LOGGED = {
  /** A candidate's own CV and its parts. */
  ownCv: "the candidate's own CV: personal data its owner edits often; the CV keeps its last change, and every reading of it by staff is logged (viewCv)",
  /** Enrolment and the candidate's answers in a process. */
  ownCandidacy: "kept in the candidacy's own history (state, date, who), which staff read in the process",
  /** Saved searches and their alerts. */
  ownSearches: "the candidate's own saved searches and alerts: private preferences nobody else acts on",
  /** The candidate's internship paperwork. */
  ownInternshipPapers: "the candidate's own internship paperwork: each document keeps who sent it and when, read by staff in the internship",
  /** A check before a form is sent. */
  check: 'a check: reads only, writes nothing',
  /** The interface language. */
  ownLanguage: "the person's own interface language: a preference, not a change anyone acts on",
  /** Logout. */
  ownSessions: "ends the person's own sessions; changes no data of the service",
  /** Passwords: changed, reset or set through a mailed link, and the request for the link. */
  ownPassword: "the account's own credentials: the password is never logged, and the sign-ins that follow are (company contacts and staff)",
  /** A candidate's sign-in. */
  candidateSignIn: "candidates' sign-ins: the most frequent call of the portal and personal data (when a student looks for work); refusals are counted by the sign-in limits",
  /** The companies of a contact, asked before choosing one. */
  companyChoice: 'answers the companies of a contact to choose from, no session; the sign-in with the chosen company is logged',
  /** The reader's own notifications (read, removed) and how they arrive. */
  ownNotifications: "the reader's own notifications and how they arrive: nobody else acts on them",
  /** A company's offer draft. */
  offerDraft: 'a draft nobody but the company reads; its sending is logged (submitOffer)',
  /** A client error report. */
  /** A page view sent with the visitor's consent. */
  visitCounts: "a count of page views per day and page, sent with the visitor's consent and holding nothing of anyone",
  /** Opening a survey session (signed in or anonymous). */
  surveySession: 'opens a one-use token to answer a survey; changes no data of the service, and the answer it carries is kept as the survey\'s response',
  /** A survey's answers. */
  surveyAnswer: "kept as the survey's own responses (anonymous ones with no identity, which a log line would give away); staff read them as the survey's results",
  diagnostics: "a count of failures the web met, no change of the service's data; staff read the counts themselves",
} as const satisfies Record<string, string>;

export type NotLoggedReason = keyof typeof NOT_LOGGED;
