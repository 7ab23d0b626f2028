import { CANDIDACY_STATE, FINAL_CANDIDACY_STATES, canMoveCandidacy } from '@portal/shared';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import type { CallEffects } from '../notifications/index.ts';
import { createCandidaciesRepository } from './candidacies.repository.ts';
import { changeState } from './candidacies.service.ts';
import { tellCandidatesOfClosure } from './candidacy-notices.ts';

/**
 * An offer closed, by its company (cerrarOferta) or by the service: every candidacy still open closes (state 7, the
 * portal's own move, in the candidacy's history) and its candidate hears why, in one notice to them all. One rule
 * for both sides, so the two closings end the same candidacies. Answers how many closed.
 */
export async function closeOpenCandidacies(db: DbHandle, effects: CallEffects, actor: Actor, offer: { id: number; title: string; url_access: string }): Promise<number> {
  const open = await createCandidaciesRepository(db).openOf(offer.id, FINAL_CANDIDACY_STATES);
  const closed: number[] = [];
  for (const candidacy of open) {
    if (!canMoveCandidacy(candidacy.state_id, CANDIDACY_STATE.closed, 'system')) continue;
    const moved = await changeState(db, { candidacyId: candidacy.id, from: candidacy.state_id, to: CANDIDACY_STATE.closed, byUserId: actor.userId, at: effects.now() });
    if (moved !== null) closed.push(candidacy.candidate_id);
  }
  await tellCandidatesOfClosure(db, effects, actor, { offerTitle: offer.title, offerUrl: offer.url_access, candidateIds: closed });
  return closed.length;
}
