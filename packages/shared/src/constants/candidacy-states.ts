/**
 * The candidacy state machine: one source for the server (which enforces it) and the web (which offers only the
 * moves it allows). 16 and 17 are fixed by the spec: 16 the pre-enrolment a student accepts or rejects, 17 the
 * rejection, which carries a reason. See docs/decisions.md ("Candidacy states").
 */
export const CANDIDACY_STATE = {
  enrolled: 1,
  inReview: 2,
  shortlisted: 3,
  interview: 4,
  selected: 5,
  withdrawn: 6,
  closed: 7,
  preEnrolment: 16,
  rejected: 17,
} as const;

export type CandidacyStateId = (typeof CANDIDACY_STATE)[keyof typeof CANDIDACY_STATE];

/** Who moves a candidacy: the company that owns the offer, the employment service, the candidate, or the portal itself. */
export type CandidacyMover = 'company' | 'staff' | 'candidate' | 'system';

const S = CANDIDACY_STATE;

/** States a candidacy never leaves. */
export const FINAL_CANDIDACY_STATES: readonly CandidacyStateId[] = [S.selected, S.withdrawn, S.closed, S.rejected];

/** The moves of a recruiting process, for the company and the service alike (a step back is allowed: a shortlist is revised). */
const PROCESS_MOVES: Readonly<Partial<Record<CandidacyStateId, readonly CandidacyStateId[]>>> = {
  [S.enrolled]: [S.inReview, S.shortlisted, S.interview, S.selected, S.rejected],
  [S.inReview]: [S.shortlisted, S.interview, S.selected, S.rejected],
  [S.shortlisted]: [S.inReview, S.interview, S.selected, S.rejected],
  [S.interview]: [S.shortlisted, S.selected, S.rejected],
};

const CANDIDATE_MOVES: Readonly<Partial<Record<CandidacyStateId, readonly CandidacyStateId[]>>> = {
  // Withdrawing is possible only while the company has not acted on the candidacy.
  [S.enrolled]: [S.withdrawn],
  // Answering the service's pre-enrolment: accepting enrols, rejecting (with a reason) ends it.
  [S.preEnrolment]: [S.enrolled, S.rejected],
};

/** The states `mover` may move a candidacy in state `from` to. */
export function allowedCandidacyMoves(from: number, mover: CandidacyMover): readonly CandidacyStateId[] {
  const state = from as CandidacyStateId;
  if (FINAL_CANDIDACY_STATES.includes(state)) return [];
  switch (mover) {
    case 'company':
      return PROCESS_MOVES[state] ?? [];
    case 'staff':
      // The service may also withdraw a pre-enrolment it proposed (rejected) before the student answers.
      return state === S.preEnrolment ? [S.rejected] : (PROCESS_MOVES[state] ?? []);
    case 'candidate':
      return CANDIDATE_MOVES[state] ?? [];
    case 'system':
      // Closing an offer closes every candidacy still open.
      return [S.closed];
  }
}

export function canMoveCandidacy(from: number, to: number, mover: CandidacyMover): boolean {
  return allowedCandidacyMoves(from, mover).includes(to as CandidacyStateId);
}

/** A rejection must say why (spec 1 §5: "Rejection reason required"). */
export function moveNeedsReason(to: number): boolean {
  return to === S.rejected;
}

/**
 * The decisions on a candidate a company or the service takes: final, so the web asks before sending them, and the
 * company may take one back for `CANDIDACY_UNDO_MINUTES` (docs/decisions.md, "Final decisions on a candidacy").
 */
export const CANDIDACY_DECISION_STATES: readonly CandidacyStateId[] = [S.selected, S.rejected];

export function isCandidacyDecision(to: number): boolean {
  return CANDIDACY_DECISION_STATES.includes(to as CandidacyStateId);
}

/**
 * How long a company may take back a hire or a rejection. The candidate's mail of the decision waits as long, so a
 * slip undone at once never reaches their inbox.
 */
export const CANDIDACY_UNDO_MINUTES = 10;

/** The company's own words to the candidate, when its reason asks for them ("Otros motivos"). */
export const DECISION_TEXT_MIN = 10;
export const DECISION_TEXT_MAX = 500;

/** Reasons whose catalogue code asks the company to explain itself in its own words. */
export const REASON_CODES_NEEDING_TEXT: readonly string[] = ['otros'];
