import type { Kysely } from 'kysely';
import { BRAND_IDS } from '@portal/shared/brands/brand-config';
import type { Database } from '../database.ts';
import { illustration } from './demo-home.ts';
import { demoEmail } from './demo.ts';
import { REGIONS } from './demo-regions.ts';
import { slugify } from './identifiers.ts';
import '../../modules/events/events.tables.ts';

/**
 * Demo enrolments in every institution, after the home's events (past, upcoming and featured): the big fair gets
 * places, the demo candidate (alumno@) holds a place at the networking evening, and a small interview workshop is
 * full with a waiting list, so /eventos/{id} shows each state. The other candidates of the institution fill it.
 */

const DAY = 86_400_000;
const WORKSHOP = {
  es: ['Simulacro de entrevistas', 'Aula 5, edificio de servicios', 'Practica una entrevista real con personas de selección. Plazas muy limitadas.'],
  ca: ["Simulacre d'entrevistes", 'Aula 5, edifici de serveis', 'Practica una entrevista real amb persones de selecció. Places molt limitades.'],
} as const;
const WORKSHOP_PLACES = 2;

export async function seedDemoEvents(db: Kysely<Database>, options: { now: Date }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const institutionId of BRAND_IDS) {
      const events = await trx.selectFrom('events').select(['id', 'category', 'featured', 'starts_at']).where('institution_id', '=', institutionId).orderBy('starts_at').execute();
      const upcoming = events.filter((e) => e.starts_at.getTime() > options.now.getTime());
      const fair = upcoming.find((e) => e.featured);
      if (fair) await trx.updateTable('events').set({ capacity: 200 }).where('id', '=', fair.id).execute();

      const language = REGIONS[institutionId].language;
      const [title, place, lead] = WORKSHOP[language];
      const day = new Date(options.now.getTime() + 6 * DAY);
      const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9));
      const workshop = await trx
        .insertInto('events')
        .values({
          institution_id: institutionId,
          url_access: `${slugify(title)}-${startsAt.toISOString().slice(0, 10)}`,
          title,
          category: 'taller',
          starts_at: startsAt,
          place,
          image_url: illustration('#be185d', '☏'),
          lead,
          translations: JSON.stringify({ ca: { title: WORKSHOP.ca[0], place: WORKSHOP.ca[1], lead: WORKSHOP.ca[2] }, es: { title: WORKSHOP.es[0], place: WORKSHOP.es[1], lead: WORKSHOP.es[2] } }),
          gallery: '[]',
          videos: '[]',
          capacity: WORKSHOP_PLACES,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const demoCandidate = await trx.selectFrom('users').select('id').where('institution_id', '=', institutionId).where('email', '=', demoEmail(institutionId, 'alumno')).executeTakeFirst();
      const others = await trx
        .selectFrom('users')
        .select('id')
        .where('institution_id', '=', institutionId)
        .where('role', '=', 'Alumno')
        .where('email', '<>', demoEmail(institutionId, 'alumno'))
        .orderBy('id')
        .limit(WORKSHOP_PLACES + 1)
        .execute();
      const rows = others.map((user, index) => ({
        institution_id: institutionId,
        event_id: workshop.id,
        user_id: user.id,
        state: index < WORKSHOP_PLACES ? ('inscrito' as const) : ('espera' as const),
        enrolled_at: new Date(options.now.getTime() - (10 - index) * 3600_000),
      }));
      const networking = upcoming.find((e) => e.category === 'networking');
      if (demoCandidate && networking) {
        rows.push({ institution_id: institutionId, event_id: networking.id, user_id: demoCandidate.id, state: 'inscrito', enrolled_at: new Date(options.now.getTime() - DAY) });
      }
      if (rows.length > 0) await trx.insertInto('event_enrolments').values(rows).execute();
    }
  });
}
