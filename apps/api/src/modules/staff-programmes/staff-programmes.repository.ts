import { sql } from 'kysely';
import type { AdhesionState } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import '../programmes/programmes.tables.ts';
import '../companies/companies.tables.ts';

export async function programmes(db: DbHandle, institutionId: string, id?: number) {
  let query = db
    .selectFrom('active_programmes as p')
    .selectAll('p')
    .select((eb) => [
      eb.selectFrom('programme_company_adhesions as a').select(sql<number>`count(*) filter (where a.state = 'solicitada')::int`.as('n')).whereRef('a.programme_id', '=', 'p.id').as('requested'),
      eb.selectFrom('programme_company_adhesions as a').select(sql<number>`count(*) filter (where a.state = 'aceptada')::int`.as('n')).whereRef('a.programme_id', '=', 'p.id').as('accepted'),
      eb.selectFrom('programme_company_adhesions as a').select(sql<number>`count(*) filter (where a.state = 'rechazada')::int`.as('n')).whereRef('a.programme_id', '=', 'p.id').as('rejected'),
    ])
    .$call(inInstitution(institutionId, 'p.institution_id'));
  if (id !== undefined) query = query.where('p.id', '=', id);
  return query.orderBy('p.starts_on', 'desc').orderBy('p.id', 'desc').execute();
}

export type StaffProgrammeRow = Awaited<ReturnType<typeof programmes>>[number];

export interface ProgrammeData {
  title_es: string;
  title_ca: string;
  title_en: string;
  description_es: string;
  description_ca: string;
  description_en: string;
  starts_on: string;
  ends_on: string | null;
  open: boolean;
}

export async function insertProgramme(db: DbHandle, institutionId: string, data: ProgrammeData): Promise<number> {
  const row = await db.insertInto('active_programmes').values({ institution_id: institutionId, ...data }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProgramme(db: DbHandle, institutionId: string, id: number, data: Partial<ProgrammeData>): Promise<void> {
  await db.updateTable('active_programmes').set(data).$call(inInstitution(institutionId)).where('id', '=', id).execute();
}

export async function adhesions(db: DbHandle, institutionId: string, filter: { state?: AdhesionState | undefined; programmeId?: number | undefined; id?: number }) {
  let query = db
    .selectFrom('programme_company_adhesions as a')
    .innerJoin('active_programmes as p', 'p.id', 'a.programme_id')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select(['a.id', 'a.programme_id', 'a.company_id', 'a.state', 'a.reason', 'a.requested_at', 'a.decided_at', 'c.trade_name', 'p.title_es', 'p.title_ca', 'p.title_en'])
    .$call(inInstitution(institutionId, 'a.institution_id'));
  if (filter.state) query = query.where('a.state', '=', filter.state);
  if (filter.programmeId !== undefined) query = query.where('a.programme_id', '=', filter.programmeId);
  if (filter.id !== undefined) query = query.where('a.id', '=', filter.id);
  return query.orderBy('a.requested_at').orderBy('a.id').execute();
}

export type AdhesionRow = Awaited<ReturnType<typeof adhesions>>[number];

/** Decides a request still waiting; false when another decision got there first. */
export async function decide(db: DbHandle, institutionId: string, id: number, decision: { state: AdhesionState; reason: string | null; byUserId: number; at: Date }): Promise<boolean> {
  const rows = await db
    .updateTable('programme_company_adhesions')
    .set({ state: decision.state, reason: decision.reason, decided_by_user_id: decision.byUserId, decided_at: decision.at })
    .$call(inInstitution(institutionId))
    .where('id', '=', id)
    .where('state', '=', 'solicitada')
    .returning('id')
    .execute();
  return rows.length === 1;
}
