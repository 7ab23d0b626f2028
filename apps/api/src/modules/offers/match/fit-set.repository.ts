import { createHash } from 'node:crypto';
import { sql, type Expression } from 'kysely';
import type { DbHandle } from '../../../lib/request-context.ts';
import { inInstitution, ownedBy, sameOwner } from '../../../lib/scoped.ts';
import { lastDegreeMark, lastOfferMark } from '../change-marks.ts';
import type { MatchContext } from './requirement-checks.ts';

/**
 * The candidate's stored 'fit my CV' set (migration 0016): the offers that passed `match.fits`, the one predicate
 * enrolment and the requirement checklist also run. A read first makes sure the set answers the CV as it is now
 * and every offer as it is now:
 *
 * - the set is kept under the key of the match SQL with the CV as its parameters; another key (the CV was edited,
 *   or the rules changed) computes the set again over every published offer, in one pass;
 * - otherwise only the offers changed since the set's transaction horizon (`match_xid`, kept by the database
 *   whoever writes the offer) are evaluated again; with none, the set is used as it is, at the cost of one
 *   read-only statement.
 *
 * The set says nothing of an offer's state or expiry by the time it is read: the list filters those on the
 * offers themselves, as for any other list.
 */

export interface FitSet {
  candidateId: number;
  /** Moves on at every refresh of the set: a total kept for one version is the total of that set. */
  version: string;
}

/** The key of the rules and the CV: the match SQL and its parameters, hashed. */
export function rulesKey(db: DbHandle, match: MatchContext): string {
  const compiled = match.fits.compile(db);
  return createHash('sha256').update(JSON.stringify([compiled.sql, compiled.parameters])).digest('base64url');
}

/** Offers of the institution changed by transaction `since` or later: their own columns or their degrees. */
function changedOffers(db: DbHandle, institutionId: string, since: Expression<unknown>) {
  const own = db.selectFrom('offers as o').$call(inInstitution(institutionId, 'o.institution_id')).where(sql<boolean>`o.match_xid >= ${since}`).select('o.id');
  const degrees = db
    .selectFrom('offer_degrees as od')
    .innerJoin('offers as o', 'o.id', 'od.offer_id')
    .$call(inInstitution(institutionId, 'o.institution_id'))
    .where(sql<boolean>`od.match_xid >= ${since}`)
    .select('o.id');
  return { own, degrees };
}

export function createFitSetRepository(db: DbHandle) {
  const horizon = sql<string>`pg_snapshot_xmin(pg_current_snapshot())`;

  /**
   * The set's version when it is current for this key, in one read-only statement; undefined when not. The last
   * change is read from the top of the `match_xid` indexes (one index entry each, whatever the number of offers),
   * and compared with the set's horizon.
   */
  async function currentVersion(institutionId: string, candidateId: number, key: string): Promise<string | undefined> {
    const lastOwn = lastOfferMark(db, institutionId, 'match_xid');
    // Degrees carry no institution: a change in another institution's only costs a refresh that finds nothing.
    const lastDegree = lastDegreeMark(db);
    const row = await db
      .selectFrom('offer_fit_sets as s')
      .select([
        's.version',
        sql<boolean>`s.rules_key = ${key} and coalesce(${lastOwn}, '0') < s.checked_through and coalesce(${lastDegree}, '0') < s.checked_through`.as('current'),
      ])
      .where(ownedBy(candidateId, 's.candidate_id'))
      .executeTakeFirst();
    return row?.current ? String(row.version) : undefined;
  }

  /**
   * Brings the set up to date, holding its row locked so that two requests of the same candidate do not mix
   * their work; each statement after the lock sees everything committed before it.
   */
  async function refresh(institutionId: string, candidateId: number, key: string, match: MatchContext, today: string): Promise<string> {
    const run = async (trx: DbHandle): Promise<string> => {
      await trx
        .insertInto('offer_fit_sets')
        .values({ candidate_id: candidateId, rules_key: '', checked_through: '0' })
        .onConflict((oc) => oc.column('candidate_id').doNothing())
        .execute();
      const state = await trx
        .selectFrom('offer_fit_sets')
        .select(['rules_key', 'checked_through', 'version'])
        .where(ownedBy(candidateId, 'candidate_id'))
        .forUpdate()
        .executeTakeFirstOrThrow();
      const offers = trx.selectFrom('offers as o').$call(inInstitution(institutionId, 'o.institution_id'));
      let evaluated;
      const full = state.rules_key !== key;
      if (full) {
        // Another CV or other rules: the whole set again, in one pass over the published offers. Those already
        // expired cannot come back unless their deadline moves, which marks them as changed.
        await trx.deleteFrom('offer_fits').where(ownedBy(candidateId, 'candidate_id')).execute();
        evaluated = offers
          .where('o.state', '=', 'published')
          .where((eb) => eb.or([eb('o.expires_on', 'is', null), eb('o.expires_on', '>=', today)]))
          .where(match.fits)
          .select(['o.id', sql<boolean>`true`.as('fits')]);
      } else {
        const changed = changedOffers(trx, institutionId, sql`${state.checked_through}::xid8`);
        evaluated = offers
          .where(sql<boolean>`o.id = any(array(${changed.own} union ${changed.degrees}))`)
          .select(['o.id', sql<boolean>`(o.state = 'published' and ${match.fits})`.as('fits')]);
      }
      // One statement, so the horizon is that of the snapshot the offers were evaluated in: a transaction still
      // running then has an id at or above it, and its offers are evaluated again at the next read.
      const { rows } = await sql<{ version: string }>`
        with evaluated as materialized ${evaluated},
        dropped as (delete from offer_fits where ${sameOwner(candidateId, 'candidate_id')} and offer_id in (select id from evaluated where not fits)),
        added as (insert into offer_fits (candidate_id, offer_id) select ${candidateId}, id from evaluated where fits on conflict do nothing)
        update offer_fit_sets set rules_key = ${key}, checked_through = ${horizon}, computed_at = now(),
          version = version + (case when ${full} or exists (select 1 from evaluated) then 1 else 0 end)
        where ${sameOwner(candidateId, 'candidate_id')}
        returning version`.execute(trx);
      return String(rows[0]?.version);
    };
    return db.isTransaction ? run(db) : db.transaction().execute(run);
  }

  return { currentVersion, refresh };
}

/** The candidate's set, current for their CV as it is now (`match` was built from it) and every offer as it is now. */
export async function currentFitSet(db: DbHandle, scope: { institutionId: string; candidateId: number; today: string }, match: MatchContext): Promise<FitSet> {
  const { institutionId, candidateId, today } = scope;
  const key = rulesKey(db, match);
  const sets = createFitSetRepository(db);
  const version = (await sets.currentVersion(institutionId, candidateId, key)) ?? (await sets.refresh(institutionId, candidateId, key, match, today));
  return { candidateId, version };
}
