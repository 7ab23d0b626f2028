import type { Db } from '../../../db/database.ts';
import type { MatchContext, RequirementKey } from './requirement-checks.ts';

export interface OfferMatch {
  passes: Record<RequirementKey, boolean>;
  sameAreaDegree: boolean;
  unmetLanguageIds: number[];
  /** My best matched study's credit percent and what it must reach; null when no study answers the offer. */
  credits: { pct: number; needed: number } | null;
}

/** Every check of the match for one offer, in one query (the same SQL the 'fit my CV' filter runs). */
export async function matchOffer(db: Db, offerId: number, match: MatchContext): Promise<OfferMatch> {
  const row = await db
    .selectFrom('offers as o')
    .select([
      ...match.checks.map((check) => check.passes.as(check.key)),
      match.sameAreaDegree.as('same_area_degree'),
      match.unmetLanguageIds.as('unmet_language_ids'),
      match.credits.as('credit_facts'),
    ])
    .where('o.id', '=', offerId)
    .executeTakeFirstOrThrow();
  const values = row as unknown as Record<string, unknown>;
  const credits = values.credit_facts as { pct: number | string; needed: number | string } | null;
  return {
    passes: Object.fromEntries(match.checks.map((check) => [check.key, values[check.key] === true])) as Record<RequirementKey, boolean>,
    sameAreaDegree: values.same_area_degree === true,
    unmetLanguageIds: (values.unmet_language_ids as number[] | null) ?? [],
    credits: credits ? { pct: Number(credits.pct), needed: Number(credits.needed) } : null,
  };
}

