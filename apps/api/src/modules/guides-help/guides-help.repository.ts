import type { InfoPageName } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import './guides-help.tables.ts';

export async function listPages(db: DbHandle, institutionId: string) {
  return db.selectFrom('info_pages').selectAll().$call(inInstitution(institutionId)).execute();
}

export type InfoPageRow = Awaited<ReturnType<typeof listPages>>[number];

export async function findPage(db: DbHandle, institutionId: string, page: InfoPageName): Promise<InfoPageRow | undefined> {
  return db.selectFrom('info_pages').selectAll().$call(inInstitution(institutionId)).where('page', '=', page).executeTakeFirst();
}

export type InfoPageData = Pick<InfoPageRow, 'title_es' | 'title_ca' | 'title_en' | 'body_es' | 'body_ca' | 'body_en' | 'published_at'>;

/** One row per institution and page: the first save creates it. */
export async function upsertPage(db: DbHandle, institutionId: string, page: InfoPageName, data: InfoPageData, now: Date): Promise<void> {
  await db
    .insertInto('info_pages')
    .values({ institution_id: institutionId, page, ...data, updated_at: now })
    .onConflict((oc) => oc.columns(['institution_id', 'page']).doUpdateSet({ ...data, updated_at: now }))
    .execute();
}
