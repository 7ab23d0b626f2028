import { describe, expect, it } from 'vitest';
import { CANDIDACY_STATE as S, FINAL_CANDIDACY_STATES, allowedCandidacyMoves, canMoveCandidacy, moveNeedsReason } from './candidacy-states.ts';

describe('candidacy state machine', () => {
  it.each([
    [S.enrolled, S.inReview, 'company', true],
    [S.interview, S.selected, 'company', true],
    [S.shortlisted, S.inReview, 'staff', true],
    [S.enrolled, S.withdrawn, 'company', false],
    [S.enrolled, S.withdrawn, 'candidate', true],
    [S.inReview, S.withdrawn, 'candidate', false],
    [S.preEnrolment, S.enrolled, 'candidate', true],
    [S.preEnrolment, S.rejected, 'candidate', true],
    [S.preEnrolment, S.inReview, 'company', false],
    [S.preEnrolment, S.rejected, 'staff', true],
    [S.inReview, S.closed, 'system', true],
    [S.interview, S.preEnrolment, 'staff', false],
  ] as const)('%i -> %i by %s: %s', (from, to, mover, allowed) => {
    expect(canMoveCandidacy(from, to, mover)).toBe(allowed);
  });

  it('never leaves a final state, whoever asks', () => {
    for (const state of FINAL_CANDIDACY_STATES) {
      for (const mover of ['company', 'staff', 'candidate', 'system'] as const) expect(allowedCandidacyMoves(state, mover)).toEqual([]);
    }
  });

  it('asks a reason only for a rejection', () => {
    expect(moveNeedsReason(S.rejected)).toBe(true);
    expect(moveNeedsReason(S.selected)).toBe(false);
  });
});
