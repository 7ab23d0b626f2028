import type { AdhesionState } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import './programmes.tables.ts';
import '../companies/companies.tables.ts';

const PROGRAMME_COLUMNS = [
  'p.id',
  'p.title_es',
  'p.title_ca',
  'p.title_en',
  'p.description_es',
  'p.description_ca',
  'p.description_en',
  'p.starts_on',
  'p.ends_on',
  'p.open',
  'p.created_at',
] as const;

/**
 * The institution's programmes, with the adhesion of `companyId` when given. `from` (yyyy-mm-dd) leaves out those
 * that ended before it: the active programmes' list.
 */
export async function programmes(db: DbHandle, institutionId: string, filter: { companyId?: number | undefined; from?: string; id?: number }) {
  let query = db
    .selectFrom('active_programmes as p')
    .leftJoin('programme_company_adhesions as a', (join) => join.onRef('a.programme_id', '=', 'p.id').on('a.company_id', '=', filter.companyId ?? 0))
    .select(PROGRAMME_COLUMNS)
    .select(['a.state as adhesion_state', 'a.reason as adhesion_reason', 'a.requested_at as adhesion_requested_at', 'a.decided_at as adhesion_decided_at'])
    .$call(inInstitution(institutionId, 'p.institution_id'));
  if (filter.from !== undefined) {
    const from = filter.from;
    query = query.where((eb) => eb.or([eb('p.ends_on', 'is', null), eb('p.ends_on', '>=', from)]));
  }
  if (filter.id !== undefined) query = query.where('p.id', '=', filter.id);
  return query.orderBy('p.starts_on').orderBy('p.id').execute();
}

export type ProgrammeRow = Awaited<ReturnType<typeof programmes>>[number];

/** The programmes a company joined or asked to join, the latest request first. */
export async function adhesionsOfCompany(db: DbHandle, institutionId: string, companyId: number) {
  return db
    .selectFrom('programme_company_adhesions as a')
    .innerJoin('active_programmes as p', 'p.id', 'a.programme_id')
    .select(PROGRAMME_COLUMNS)
    .select(['a.state as adhesion_state', 'a.reason as adhesion_reason', 'a.requested_at as adhesion_requested_at', 'a.decided_at as adhesion_decided_at'])
    .$call(inInstitution(institutionId, 'a.institution_id'))
    .where('a.company_id', '=', companyId)
    .orderBy('a.requested_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

export async function insertAdhesion(db: DbHandle, row: { institutionId: string; programmeId: number; companyId: number; byUserId: number; at: Date }): Promise<boolean> {
  const inserted = await db
    .insertInto('programme_company_adhesions')
    .values({ institution_id: row.institutionId, programme_id: row.programmeId, company_id: row.companyId, requested_by_user_id: row.byUserId, requested_at: row.at })
    .onConflict((oc) => oc.constraint('programme_company_adhesions_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function companyName(db: DbHandle, institutionId: string, companyId: number): Promise<string> {
  const row = await db.selectFrom('companies').select('trade_name').$call(inInstitution(institutionId)).where('id', '=', companyId).executeTakeFirst();
  return row?.trade_name ?? '';
}

export type { AdhesionState };
