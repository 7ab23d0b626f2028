import { sql } from 'kysely';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import '../home/home.tables.ts';

const communicationColumns = [
  'id',
  'audience',
  sql<string>`to_char(date_from, 'YYYY-MM-DD')`.as('date_from'),
  sql<string | null>`to_char(date_to, 'YYYY-MM-DD')`.as('date_to'),
  'description_ca',
  'description_es',
  'description_en',
  'link',
] as const;

export async function listCommunications(db: DbHandle, institutionId: string) {
  return db
    .selectFrom('communications')
    .select(communicationColumns)
    .$call(inInstitution(institutionId))
    .orderBy('date_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type CommunicationRow = Awaited<ReturnType<typeof listCommunications>>[number];

export async function findCommunication(db: DbHandle, institutionId: string, id: number): Promise<CommunicationRow | undefined> {
  return db.selectFrom('communications').select(communicationColumns).$call(inInstitution(institutionId)).where('id', '=', id).executeTakeFirst();
}

export interface CommunicationData {
  audience: 'Alumno' | 'Empresa' | 'all';
  date_from: string;
  date_to: string | null;
  description_ca: string;
  description_es: string;
  description_en: string;
  link: string | null;
}

export async function insertCommunication(db: DbHandle, institutionId: string, data: CommunicationData): Promise<number> {
  const row = await db
    .insertInto('communications')
    .values({ institution_id: institutionId, ...data })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCommunication(db: DbHandle, institutionId: string, id: number, data: CommunicationData): Promise<void> {
  await db.updateTable('communications').set(data).$call(inInstitution(institutionId)).where('id', '=', id).execute();
}

export async function deleteCommunication(db: DbHandle, institutionId: string, id: number): Promise<void> {
  await db.deleteFrom('communications').$call(inInstitution(institutionId)).where('id', '=', id).execute();
}

export async function currentDataProtection(db: DbHandle, institutionId: string) {
  return db.selectFrom('rgpd_texts').selectAll().$call(inInstitution(institutionId)).orderBy('version', 'desc').executeTakeFirst();
}

export async function insertDataProtection(db: DbHandle, institutionId: string, version: number, texts: { ca: string; es: string; en: string }): Promise<void> {
  await db.insertInto('rgpd_texts').values({ institution_id: institutionId, version, text_ca: texts.ca, text_es: texts.es, text_en: texts.en }).execute();
}

/** Candidates and company contacts (the users the data-protection step applies to), and those on `version`. */
export async function acceptanceCounts(db: DbHandle, institutionId: string, version: number) {
  const row = await db
    .selectFrom('users')
    .select([
      (eb) => eb.fn.countAll<number>().as('users'),
      sql<number>`count(*) filter (where rgpd_version >= ${version})`.as('accepted'),
    ])
    .$call(inInstitution(institutionId))
    .where('role', 'in', ['Alumno', 'Empresa'])
    .where('deregistered_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { users: Number(row.users), accepted: Number(row.accepted) };
}
