import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import '../home/home.tables.ts';
import '../files/files.tables.ts';

export async function listGuides(db: DbHandle, institutionId: string) {
  return db
    .selectFrom('guides')
    .leftJoin('files', 'files.id', 'guides.file_id')
    .selectAll('guides')
    .select('files.name as file_name')
    .$call(inInstitution(institutionId, 'guides.institution_id'))
    .orderBy('guides.sort')
    .orderBy('guides.id')
    .execute();
}

export type GuideRow = Awaited<ReturnType<typeof listGuides>>[number];

export async function findGuide(db: DbHandle, institutionId: string, id: number): Promise<GuideRow | undefined> {
  return (await listGuides(db, institutionId)).find((guide) => guide.id === id);
}

export interface GuideData {
  title_ca: string;
  title_es: string;
  title_en: string;
  description_ca: string;
  description_es: string;
  description_en: string;
  file_id: string | null;
  url: string | null;
  image_url: string | null;
}

/** A new guide goes last. */
export async function insertGuide(db: DbHandle, institutionId: string, data: GuideData): Promise<number> {
  const last = await db.selectFrom('guides').select((eb) => eb.fn.max('sort').as('sort')).$call(inInstitution(institutionId)).executeTakeFirst();
  const row = await db
    .insertInto('guides')
    .values({ institution_id: institutionId, sort: Number(last?.sort ?? 0) + 1, ...data })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGuide(db: DbHandle, institutionId: string, id: number, data: GuideData): Promise<void> {
  await db.updateTable('guides').set(data).$call(inInstitution(institutionId)).where('id', '=', id).execute();
}

export async function deleteGuide(db: DbHandle, institutionId: string, id: number): Promise<void> {
  await db.deleteFrom('guides').$call(inInstitution(institutionId)).where('id', '=', id).execute();
}

/** The stored file a guide no longer points at (it belongs to the guide, not to a person). */
export async function deleteGuideFile(db: DbHandle, institutionId: string, fileId: string): Promise<void> {
  await db.deleteFrom('files').$call(inInstitution(institutionId)).where('id', '=', fileId).execute();
}
