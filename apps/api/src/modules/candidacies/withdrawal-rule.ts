import { CANDIDACY_STATE } from '@portal/shared';

/**
 * A candidate may withdraw a candidacy only while the company has not acted on it ('inscrita'); any other state
 * is processed (30) or already over. The one rule behind desinscribirse and the `puedeDesinscribirse` flag the
 * lists, the candidacy page and the offer page carry, so the web offers the action exactly where it works.
 */
export function canWithdraw(stateId: number): boolean {
  return stateId === CANDIDACY_STATE.enrolled;
}
