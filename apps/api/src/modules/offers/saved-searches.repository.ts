import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** saved_searches rows belong to a user; the user's institution is the token's, so the user id scopes them. */
export function createSavedSearchesRepository(db: Db) {
  return {
    list(userId: number) {
      return db
        .selectFrom('saved_searches')
        .select(['id', 'name', 'profile', 'filters', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /**
     * Saves under a name: the search of that name and type (any case) gets the new filters, else a new one is
     * added unless the user already keeps `max` searches (then undefined). One transaction.
     */
    save(userId: number, search: { name: string; profile: 1 | 2; filters: Record<string, unknown> }, max: number, at: Date) {
      return db.transaction().execute(async (trx) => {
        const filters = JSON.stringify(search.filters);
        const existing = await trx
          .selectFrom('saved_searches')
          .select('id')
          .where('user_id', '=', userId)
          .where('profile', '=', search.profile)
          .where(sql<boolean>`lower(name) = lower(${search.name})`)
          .forUpdate()
          .executeTakeFirst();
        if (existing) {
          return trx
            .updateTable('saved_searches')
            .set({ filters, name: search.name, created_at: at })
            .where('id', '=', existing.id)
            .returning(['id', 'name', 'profile', 'filters', 'created_at'])
            .executeTakeFirstOrThrow();
        }
        const { count } = await trx
          .selectFrom('saved_searches')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= max) return undefined;
        return trx
          .insertInto('saved_searches')
          .values({ user_id: userId, name: search.name, profile: search.profile, filters, created_at: at })
          .returning(['id', 'name', 'profile', 'filters', 'created_at'])
          .executeTakeFirstOrThrow();
      });
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db.deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
