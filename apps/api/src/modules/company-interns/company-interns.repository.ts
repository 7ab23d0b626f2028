import { sql } from 'kysely';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import '../internships/internships.tables.ts';

/** The internships held at one company of the institution, with the student's name and the degree's labels. */
export async function internshipsAt(db: DbHandle, institutionId: string, companyId: number, internshipId?: number) {
  let query = db
    .selectFrom('internships as i')
    .innerJoin('users as u', 'u.id', 'i.candidate_id')
    .leftJoin('catalog_items as d', (join) =>
      join.onRef('d.id', '=', 'i.degree_id').onRef('d.institution_id', '=', 'i.institution_id').on('d.catalog', '=', 'degrees'),
    )
    .select([
      'i.id',
      'i.state',
      'i.candidate_id',
      'u.first_name',
      'u.last_name',
      'd.label_ca as degree_ca',
      'd.label_es as degree_es',
      'd.label_en as degree_en',
      sql<string>`to_char(i.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(i.end_date, 'YYYY-MM-DD')`.as('end_date'),
      'i.hours_per_day',
      'i.hours_per_week',
      'i.job_position',
      'i.company_tutor',
    ])
    .$call(inInstitution(institutionId, 'i.institution_id'))
    .where('i.company_id', '=', companyId);
  if (internshipId !== undefined) query = query.where('i.id', '=', internshipId);
  return query.orderBy('i.start_date', 'desc').orderBy('i.id', 'desc').execute();
}

export type InternRow = Awaited<ReturnType<typeof internshipsAt>>[number];
