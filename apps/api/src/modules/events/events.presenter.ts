import { inContentLanguage, type EventDetail, type Language, type MyEventEnrolment } from '@portal/shared';
import { toEventCard } from '../home/index.ts';
import type { EventRow } from './events.repository.ts';

type Texts = Partial<Record<string, { title?: string; place?: string; lead?: string; description?: string }>>;

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The event's title in the reader's language (the Spanish where the service did not translate it). */
export function eventTitle(row: EventRow, language: Language): string {
  const texts = row.translations as Texts;
  return language === 'es' ? row.title : inContentLanguage(language, { es: row.title, [language]: texts[language]?.title });
}

export function presentEvent(
  row: EventRow,
  language: Language,
  now: Date,
  counts: { enrolled: number; waiting: number },
  mine: { state: MyEventEnrolment['estado']; position: number | null } | undefined,
): EventDetail {
  const texts = row.translations as Texts;
  const card = toEventCard(
    {
      id: row.id,
      urlAccess: row.url_access,
      title: row.title,
      category: row.category,
      startsAt: row.starts_at,
      place: row.place,
      imageUrl: row.image_url,
      featured: row.featured,
      lead: row.lead,
      translations: texts,
    },
    now,
    language,
  );
  return {
    ...card,
    descripcion: language === 'es' ? row.description : inContentLanguage(language, { es: row.description, [language]: texts[language]?.description }),
    galeria: listOf(row.gallery),
    videos: listOf(row.videos),
    plazas: row.capacity,
    inscritos: counts.enrolled,
    enEspera: counts.waiting,
    miInscripcion: mine ? { estado: mine.state, posicionEspera: mine.position } : null,
  };
}
