import { sql } from 'kysely';
import type { OfferProfileId } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { ownedBy } from '../../lib/scoped.ts';
import type { CandidateOwned } from '../../policies/candidate-owned.ts';

/** saved_searches rows belong to a user; the user's institution is the token's, so the user id scopes them. */
export interface SavedSearch {
  name: string;
  profile: OfferProfileId;
  filters: Record<string, unknown>;
}

const COLUMNS = ['id', 'name', 'profile', 'filters', 'created_at'] as const;

export function createSavedSearchesRepository(db: DbHandle) {
  return {
    list(userId: number) {
      return db.selectFrom('saved_searches').select(COLUMNS).where(ownedBy(userId, 'user_id')).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    /** The user's search of that name and type (any case), locked until the call's transaction ends. */
    findByName(userId: number, profile: OfferProfileId, name: string) {
      return db
        .selectFrom('saved_searches')
        .select('id')
        .where(ownedBy(userId, 'user_id'))
        .where('profile', '=', profile)
        .where(sql<boolean>`lower(name) = lower(${name})`)
        .forUpdate()
        .executeTakeFirst();
    },

    async countOf(userId: number): Promise<number> {
      const { count } = await db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(ownedBy(userId, 'user_id'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    replace(id: number, search: SavedSearch, at: Date) {
      return db
        .updateTable('saved_searches')
        .set({ filters: JSON.stringify(search.filters), name: search.name, created_at: at })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },

    insert(userId: number, search: SavedSearch, at: Date) {
      return db
        .insertInto('saved_searches')
        .values({ user_id: userId, name: search.name, profile: search.profile, filters: JSON.stringify(search.filters), created_at: at })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** Whose search an id names (its candidate and the candidate's institution), whoever asks: the policy decides. */
    async ownerOf(id: number): Promise<CandidateOwned | undefined> {
      const row = await db
        .selectFrom('saved_searches as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.user_id', 'u.institution_id'])
        .where('s.id', '=', id)
        .executeTakeFirst();
      return row && { candidateId: row.user_id, institutionId: row.institution_id };
    },

    async remove(userId: number, id: number): Promise<void> {
      await db.deleteFrom('saved_searches').where('id', '=', id).where(ownedBy(userId, 'user_id')).execute();
    },
  };
}

export type SavedSearchRow = Awaited<ReturnType<ReturnType<typeof createSavedSearchesRepository>['list']>>[number];
