import { Status } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import { readStoredFilters } from './alert-matcher.ts';
import * as repo from './search-alerts.repository.ts';

/** The candidate's watched searches (their ids, among dameBusquedasGuardadas). */
export function watchedSearchIds(db: DbHandle, actor: Actor): Promise<number[]> {
  return repo.watchedIds(db, actor.userId);
}

/**
 * Turns the alert of a search on or off; twice does no harm, and turning it on again keeps it from when it was
 * first on. Another candidate's search answers as a missing one (608). The history list (offers I opened) can
 * have no news, so watching it is refused (48) rather than kept silent.
 */
export async function setAlert(db: DbHandle, actor: Actor, id: number, on: boolean, now: Date): Promise<{ id: number; alerta: boolean }> {
  const search = await repo.searchOf(db, id);
  authorize(policies.savedSearch, actor, 'read', search && { candidateId: search.candidateId, institutionId: search.institutionId });
  if (on) {
    if (readStoredFilters(search?.filters)?.historial) throw new AppError(Status.ActionNotAllowed);
    await repo.watch(db, id, now);
  } else {
    await repo.unwatch(db, id);
  }
  return { id, alerta: on };
}
