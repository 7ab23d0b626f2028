import { SAVED_SEARCHES_MAX, Status, offerTypeName, type OfferFilters } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { SessionClaims } from '../session/tokens.ts';
import { wireDate } from './calendar.ts';
import { createSavedSearchesRepository } from './saved-searches.repository.ts';

type Row = { id: number; name: string; profile: number; filters: Record<string, unknown>; created_at: Date };

const present = (row: Row) => ({
  id: row.id,
  nombre: row.name,
  tipo: offerTypeName(row.profile === 2 ? 2 : 1),
  filtros: row.filters,
  fecha: wireDate(row.created_at) ?? '',
});

/** A candidate's saved offer searches: the filters of the list under a name (spec 1 §2 "saved searches"). */
export function createSavedSearchesService({ db, now }: { db: Db; now: () => Date }) {
  const repo = createSavedSearchesRepository(db);
  return {
    async list(session: SessionClaims) {
      return (await repo.list(session.userId)).map(present);
    },

    /** A bounded number per candidate (48 beyond it), so the list stays a menu and not a store. */
    async save(session: SessionClaims, input: { nombre: string; tipo: 1 | 2; filtros: OfferFilters }) {
      const filters = Object.fromEntries(Object.entries(input.filtros).filter(([, value]) => value !== undefined && value !== false));
      const row = await repo.save(session.userId, { name: input.nombre, profile: input.tipo, filters }, SAVED_SEARCHES_MAX, now());
      if (!row) throw new AppError(Status.ActionNotAllowed);
      return present(row);
    },

    async remove(session: SessionClaims, id: number) {
      if (!(await repo.remove(session.userId, id))) throw new AppError(Status.NotFound);
      return { id };
    },
  };
}
