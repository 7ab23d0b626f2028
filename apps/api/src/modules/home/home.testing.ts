import type { Db } from '../../db/database.ts';
import { serviceDay } from '../offers/index.ts';

const DAY = 86_400_000;

/** The service's day (Europe/Madrid) of an instant, as the API counts "today" (not the UTC date). */
export const isoDay = (date: Date) => serviceDay(date);
export const daysFrom = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

/** Factories for the home tests: rows with just what each test looks at. */
export async function addCommunication(
  db: Db,
  row: { institutionId: string; audience: 'Alumno' | 'Empresa' | 'all'; from: string; to?: string | null; text: string; link?: string },
): Promise<number> {
  const inserted = await db
    .insertInto('communications')
    .values({
      institution_id: row.institutionId,
      audience: row.audience,
      date_from: row.from,
      date_to: row.to ?? null,
      description_ca: `${row.text} (ca)`,
      description_es: `${row.text} (es)`,
      description_en: `${row.text} (en)`,
      link: row.link ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function addEvent(db: Db, row: { institutionId: string; title: string; startsAt: Date; featured?: boolean }): Promise<number> {
  const inserted = await db
    .insertInto('events')
    .values({
      institution_id: row.institutionId,
      url_access: `${row.title.toLowerCase().replace(/\W+/g, '-')}-${row.startsAt.getTime()}`,
      title: row.title,
      category: 'taller',
      starts_at: row.startsAt,
      place: 'Aula 1',
      featured: row.featured ?? false,
      lead: 'Entradilla',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
