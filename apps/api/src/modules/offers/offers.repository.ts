import { sql } from 'kysely';
import type { DbHandle } from '../../lib/request-context.ts';
import { selectSummary, type OfferQuery } from './offer-list.repository.ts';
import { inInstitution, type Scope, ownedBy } from '../../lib/scoped.ts';

/** Everything the offer page shows, beyond the list's summary. */
function selectDetail(query: OfferQuery, candidateId: number) {
  return selectSummary(query, candidateId).select([
    'o.state',
    'o.company_id',
    'o.description',
    'o.tasks',
    'o.schedule',
    'o.hours_per_day',
    'o.duration_months',
    'o.dedication_percent',
    'o.other_remuneration',
    'o.sector_id',
    'o.functional_area_id',
    'o.campus',
    'o.programme_id',
    'o.requirements',
    'co.description as company_description',
    'co.website as company_website',
    'co.locality as company_locality',
    'co.sector_id as company_sector_id',
    sql<string | null>`o.start_date::text`.as('start_date'),
    sql<string | null>`o.end_date::text`.as('end_date'),
  ]);
}

/**
 * One offer of the institution by its access URL, as candidates may see it: published (expired or not) or
 * closed; pending and rejected offers do not exist for them. The caller decides about closed ones.
 */
export function createOffersRepository(db: DbHandle) {
  const byUrl = (institution: Scope, url: string) =>
    db
      .selectFrom('offers as o')
      .$call(inInstitution(institution, 'o.institution_id'))
      .where('o.url_access', '=', url)
      .where('o.state', 'in', ['published', 'closed']);

  return {
    async findForCandidate(institution: Scope, url: string, candidateId: number) {
      return selectDetail(byUrl(institution, url), candidateId).executeTakeFirst();
    },

    /** Any offer of the institution by id, whatever its state: its company previews it as candidates will see it. */
    async findForPreview(institution: Scope, offerId: number) {
      const query = db.selectFrom('offers as o').$call(inInstitution(institution, 'o.institution_id')).where('o.id', '=', offerId);
      return selectDetail(query, 0).executeTakeFirst();
    },

    degreesOf(offerId: number) {
      return db.selectFrom('offer_degrees').select(['degree_id', 'required']).where('offer_id', '=', offerId).orderBy('required', 'desc').orderBy('degree_id').execute();
    },

    /** My candidacy in the offer, whatever its state. */
    candidacyOf(offerId: number, candidateId: number) {
      return db
        .selectFrom('candidacies')
        .select(['id', 'state_id', 'created_at'])
        .where('offer_id', '=', offerId)
        .where(ownedBy(candidateId, 'candidate_id'))
        .executeTakeFirst();
    },

    async recordView(candidateId: number, offerId: number, at: Date): Promise<void> {
      await db
        .insertInto('offer_views')
        .values({ user_id: candidateId, offer_id: offerId, viewed_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'offer_id']).doUpdateSet({ viewed_at: at }))
        .execute();
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
export type OfferDetailRow = NonNullable<Awaited<ReturnType<OffersRepository['findForCandidate']>>>;
