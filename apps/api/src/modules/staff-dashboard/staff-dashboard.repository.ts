import { sql } from 'kysely';
import { CANDIDACY_STATE } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { sameInstitution } from '../../lib/scoped.ts';

/** Months are Madrid's calendar months, the same calendar as the offers' dates. */
const month = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/Madrid', 'YYYY-MM')`);

export async function monthlyCounts(db: DbHandle, institutionId: string, months: number, now: Date) {
  const result = await sql<{ mes: string; published: number; candidacies: number; placements: number; companies: number }>`
    with months as (
      select to_char(d, 'YYYY-MM') as mes
      from generate_series(date_trunc('month', (${now}::timestamptz at time zone 'Europe/Madrid')) - make_interval(months => ${months - 1}),
                           date_trunc('month', (${now}::timestamptz at time zone 'Europe/Madrid')), interval '1 month') as d
    )
    select m.mes,
      (select count(*) from offers o where ${sameInstitution(institutionId, 'o.institution_id')} and o.published_at is not null and ${month('o.published_at')} = m.mes)::int as published,
      (select count(*) from candidacies k where ${sameInstitution(institutionId, 'k.institution_id')} and ${month('k.created_at')} = m.mes)::int as candidacies,
      (select count(*) from candidacy_events e join candidacies k on k.id = e.candidacy_id
         where ${sameInstitution(institutionId, 'k.institution_id')} and e.to_state_id = ${CANDIDACY_STATE.selected} and ${month('e.at')} = m.mes)::int as placements,
      (select count(*) from companies c where ${sameInstitution(institutionId, 'c.institution_id')} and ${month('c.created_at')} = m.mes)::int as companies
    from months m order by m.mes`.execute(db);
  return result.rows;
}

export async function currentCounts(db: DbHandle, institutionId: string) {
  const row = await sql<{ companies: number; offers: number; published: number }>`
    select
      (select count(*) from companies c where ${sameInstitution(institutionId, 'c.institution_id')} and c.state = 'pending'
         and not exists (select 1 from company_reviews r where r.company_id = c.id and r.decision = 'rejected'))::int as companies,
      (select count(*) from offers o where ${sameInstitution(institutionId, 'o.institution_id')} and o.state = 'pending')::int as offers,
      (select count(*) from offers o where ${sameInstitution(institutionId, 'o.institution_id')} and o.state = 'published')::int as published`.execute(db);
  return row.rows[0] ?? { companies: 0, offers: 0, published: 0 };
}
