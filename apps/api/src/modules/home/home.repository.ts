import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inInstitution } from '../../lib/scoped.ts';

export interface Localised {
  ca: string;
  es: string;
  en: string;
}

export interface CommunicationRecord {
  id: number;
  dateFrom: string;
  dateTo: string | null;
  description: Localised;
  link: string | null;
}

export interface EventRecord {
  id: number;
  urlAccess: string;
  title: string;
  category: string;
  startsAt: Date;
  place: string;
  imageUrl: string | null;
  featured: boolean;
  lead: string;
  /** The texts the service translated, by language. */
  translations: Partial<Record<string, { title?: string; place?: string; lead?: string }>>;
}

export interface GuideRecord {
  id: number;
  title: Localised;
  description: Localised;
  fileId: string | null;
  url: string | null;
  imageUrl: string | null;
}

export function createHomeRepository(db: Db) {
  return {
    /** Communications for the audience (or everyone) whose period includes `today`, newest first. */
    async currentCommunications(institutionId: string, audience: 'Alumno' | 'Empresa', today: string): Promise<CommunicationRecord[]> {
      const rows = await db
        .selectFrom('communications')
        .select([
          'id',
          sql<string>`to_char(date_from, 'YYYY-MM-DD')`.as('date_from'),
          sql<string | null>`to_char(date_to, 'YYYY-MM-DD')`.as('date_to'),
          'description_ca',
          'description_es',
          'description_en',
          'link',
        ])
        .$call(inInstitution(institutionId))
        .where('audience', 'in', [audience, 'all'])
        .where('date_from', '<=', today)
        .where((eb) => eb.or([eb('date_to', 'is', null), eb('date_to', '>=', today)]))
        .orderBy('date_from', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        dateFrom: r.date_from,
        dateTo: r.date_to,
        description: { ca: r.description_ca, es: r.description_es, en: r.description_en },
        link: r.link,
      }));
    },

    /** With `upcoming`, the next events from `now` on, soonest first; without it, every event, newest first. */
    async events(institutionId: string, options: { now: Date; upcoming?: number }): Promise<EventRecord[]> {
      let query = db
        .selectFrom('events')
        .select(['id', 'url_access', 'title', 'category', 'starts_at', 'place', 'image_url', 'featured', 'lead', 'translations'])
        .$call(inInstitution(institutionId));
      query =
        options.upcoming === undefined
          ? query.orderBy('starts_at', 'desc').orderBy('id', 'desc')
          : query.where('starts_at', '>=', options.now).orderBy('starts_at', 'asc').orderBy('id', 'asc').limit(options.upcoming);
      const rows = await query.execute();
      return rows.map((r) => ({
        id: r.id,
        urlAccess: r.url_access,
        title: r.title,
        category: r.category,
        startsAt: r.starts_at,
        place: r.place,
        imageUrl: r.image_url,
        featured: r.featured,
        lead: r.lead,
        translations: r.translations as EventRecord['translations'],
      }));
    },

    async guides(institutionId: string, limit?: number): Promise<GuideRecord[]> {
      let query = db
        .selectFrom('guides')
        .selectAll()
        .$call(inInstitution(institutionId))
        .orderBy('sort')
        .orderBy('id');
      if (limit !== undefined) query = query.limit(limit);
      const rows = await query.execute();
      return rows.map((r) => ({
        id: r.id,
        title: { ca: r.title_ca, es: r.title_es, en: r.title_en },
        description: { ca: r.description_ca, es: r.description_es, en: r.description_en },
        fileId: r.file_id,
        url: r.url,
        imageUrl: r.image_url,
      }));
    },

    /** The stored file of a guide of this institution. */
    guideFile(institutionId: string, guideId: number) {
      return db
        .selectFrom('guides')
        .innerJoin('files', 'files.id', 'guides.file_id')
        .select(['files.name', 'files.mime_type', 'files.content'])
        .where('guides.id', '=', guideId)
        .$call(inInstitution(institutionId, 'guides.institution_id'))
        .$call(inInstitution(institutionId, 'files.institution_id'))
        .executeTakeFirst();
    },
  };
}
