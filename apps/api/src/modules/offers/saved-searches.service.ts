import { SAVED_SEARCHES_MAX, Status, type OfferFilters, type OfferProfileId } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import { createSavedSearchesRepository, type SavedSearchRow } from './saved-searches.repository.ts';

/** A candidate's saved offer searches: the filters of the list under a name (spec 1 §2 "saved searches"). */

export function listSavedSearches(db: DbHandle, actor: Actor): Promise<SavedSearchRow[]> {
  return createSavedSearchesRepository(db).list(actor.userId);
}

/**
 * Saves under a name: the search of that name and type (any case) gets the new filters, else a new one is added
 * unless the candidate already keeps the maximum (48): the list stays a menu and not a store. The lock on the
 * search found and the call's transaction keep two saves of one name from adding two searches.
 */
export async function saveSearch(db: DbHandle, actor: Actor, input: { nombre: string; tipo: OfferProfileId; filtros: OfferFilters }, now: Date): Promise<SavedSearchRow> {
  const searches = createSavedSearchesRepository(db);
  const filters = Object.fromEntries(Object.entries(input.filtros).filter(([, value]) => value !== undefined && value !== false));
  const search = { name: input.nombre, profile: input.tipo, filters };
  const existing = await searches.findByName(actor.userId, input.tipo, input.nombre);
  if (existing) return searches.replace(existing.id, search, now);
  if ((await searches.countOf(actor.userId)) >= SAVED_SEARCHES_MAX) throw new AppError(Status.ActionNotAllowed);
  return searches.insert(actor.userId, search, now);
}

/** Another candidate's search answers as a missing one does (608): the policy says whose it may be. */
export async function deleteSavedSearch(db: DbHandle, actor: Actor, id: number): Promise<void> {
  const searches = createSavedSearchesRepository(db);
  authorize(policies.savedSearch, actor, 'delete', await searches.ownerOf(id));
  await searches.remove(actor.userId, id);
}
