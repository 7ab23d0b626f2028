import { EVENT_GALLERY_MAX, Status, slugify, type StaffEvent, type eventBody } from '@portal/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { recordAudit } from '../staff-audit/index.ts';
import type { StaffEffects } from '../staff/index.ts';
import { publishedImage } from './content-image.ts';
import * as repo from './events.repository.ts';

type EventInput = z.output<typeof eventBody>;
type Texts = Partial<Record<'ca' | 'es' | 'en', { title?: string; place?: string; lead?: string; description?: string }>>;

const LANGUAGES = ['ca', 'es', 'en'] as const;

function present(row: repo.EventRow): StaffEvent {
  const texts = (row.translations ?? {}) as Texts;
  // Rows written before staff edited events hold the text as written in the base columns, not under `es`.
  const text = (language: (typeof LANGUAGES)[number], key: 'title' | 'lead' | 'description') =>
    texts[language]?.[key] ?? (language === 'es' ? { title: row.title, lead: row.lead, description: row.description }[key] : '');
  return {
    id: row.id,
    urlAcceso: row.url_access,
    categoria: row.category,
    fecha: row.starts_at.toISOString(),
    lugar: row.place,
    destacado: row.featured,
    tituloCa: text('ca', 'title'),
    tituloEs: text('es', 'title'),
    tituloEn: text('en', 'title'),
    entradillaCa: text('ca', 'lead'),
    entradillaEs: text('es', 'lead'),
    entradillaEn: text('en', 'lead'),
    descripcionCa: text('ca', 'description'),
    descripcionEs: text('es', 'description'),
    descripcionEn: text('en', 'description'),
    imagen: row.image_url,
    galeria: Array.isArray(row.gallery) ? (row.gallery as string[]) : [],
    videos: Array.isArray(row.videos) ? (row.videos as string[]) : [],
  };
}

const slug = (text: string) => slugify(text).slice(0, 60) || 'evento';

/**
 * The Spanish text is the one written in the base columns (shown where a language has no translation); each
 * language's own texts go in `translations`, where the candidate pages read them (migration 0010). A text left
 * empty in a language is not stored, so that language shows the Spanish one.
 */
function eventData(input: EventInput, image: string | null): repo.EventData {
  const translations: Texts = {};
  for (const language of LANGUAGES) {
    const suffix = language === 'ca' ? 'Ca' : language === 'es' ? 'Es' : 'En';
    const entry = { title: input[`titulo${suffix}`], lead: input[`entradilla${suffix}`], description: input[`descripcion${suffix}`] };
    const filled = Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined));
    if (Object.keys(filled).length > 0) translations[language] = filled;
  }
  return {
    title: input.tituloEs,
    category: input.categoria,
    starts_at: new Date(input.fecha),
    place: input.lugar,
    image_url: image,
    featured: input.destacado,
    lead: input.entradillaEs ?? '',
    description: input.descripcionEs ?? '',
    translations: JSON.stringify(translations),
    videos: JSON.stringify(input.videos),
  };
}

const summary = (event: StaffEvent) => `${event.fecha.slice(0, 16)} ${event.lugar}: ${event.tituloEs}${event.destacado ? ' (destacado)' : ''}`;

async function owned(db: DbHandle, actor: Actor, id: number): Promise<repo.EventRow> {
  // Another institution's event is "not found", as an unknown one.
  const row = await repo.findEvent(db, actor.institutionId, id);
  if (!row) throw new AppError(Status.NotFound);
  return row;
}

export async function events(db: DbHandle, actor: Actor): Promise<StaffEvent[]> {
  return (await repo.listEvents(db, actor.institutionId)).map(present);
}

/** The event's title in each language, the Spanish where the service did not translate it. */
const titles = (event: StaffEvent): Record<(typeof LANGUAGES)[number], string> => ({
  es: event.tituloEs,
  ca: event.tituloCa || event.tituloEs,
  en: event.tituloEn || event.tituloEs,
});

/** When and where, in each language, in the service's time zone (what the reader's calendar should say). */
function whenIn(event: StaffEvent): Record<(typeof LANGUAGES)[number], string> {
  const at = new Date(event.fecha);
  const format = (locale: string) => new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Madrid', dateStyle: 'long', timeStyle: 'short' }).format(at);
  return { es: format('es-ES'), ca: format('ca-ES'), en: format('en-GB') };
}

/**
 * A saved event whose day, time or place changed tells everyone holding a place or waiting for one, while it is
 * still to come: they planned around what it said.
 */
async function tellOfChange(db: DbHandle, effects: StaffEffects, before: StaffEvent, after: StaffEvent): Promise<void> {
  if (before.fecha === after.fecha && before.lugar === after.lugar) return;
  if (new Date(after.fecha) <= effects.now() && new Date(before.fecha) <= effects.now()) return;
  const users = await repo.enrolledUsers(db, after.id);
  if (users.length === 0) return;
  await effects.notify({ kind: 'event.changed', to: { users }, params: { evento: titles(after), fecha: whenIn(after), lugar: after.lugar }, link: `/eventos/${after.id}` });
}

export async function saveEvent(db: DbHandle, actor: Actor, effects: StaffEffects, input: EventInput): Promise<StaffEvent> {
  const before = input.id === undefined ? undefined : await owned(db, actor, input.id);
  const image = input.imagen ? await publishedImage(input.imagen, 'imagen') : input.sinImagen ? null : (before?.image_url ?? null);
  const data = eventData(input, image);
  let id: number;
  if (before) {
    id = before.id;
    await repo.updateEvent(db, actor.institutionId, id, data);
  } else {
    const base = `${slug(input.tituloEs)}-${input.fecha.slice(0, 10)}`;
    let url = base;
    for (let n = 2; await repo.urlAccessTaken(db, actor.institutionId, url); n++) url = `${base}-${n}`;
    id = await repo.insertEvent(db, actor.institutionId, url, data);
  }
  const saved = present((await repo.findEvent(db, actor.institutionId, id)) as repo.EventRow);
  if (before) await tellOfChange(db, effects, present(before), saved);
  await recordAudit(db, actor, {
    entity: 'content',
    entityId: id,
    action: before ? 'editEvent' : 'createEvent',
    from: before ? summary(present(before)) : null,
    to: summary(saved),
  });
  return saved;
}

/**
 * Deleting an event removes its enrolments with it. One still to come was in its people's plans: each of them,
 * with a place or waiting, is told it is cancelled (a past one concerns nobody any more).
 */
export async function deleteEvent(db: DbHandle, actor: Actor, effects: StaffEffects, id: number): Promise<{ id: number }> {
  const before = await owned(db, actor, id);
  const event = present(before);
  const users = before.starts_at > effects.now() ? await repo.enrolledUsers(db, id) : [];
  if (users.length > 0) {
    await effects.notify({ kind: 'event.cancelled', to: { users }, params: { evento: titles(event), fecha: whenIn(event) }, link: '/eventos' });
  }
  await repo.deleteEvent(db, actor.institutionId, id);
  await recordAudit(db, actor, { entity: 'content', entityId: id, action: 'deleteEvent', from: summary(present(before)) });
  return { id };
}

export async function addGalleryImage(db: DbHandle, actor: Actor, input: { id: number; imagen: { ficheroB64: string; extension: string } }): Promise<StaffEvent> {
  const before = present(await owned(db, actor, input.id));
  if (before.galeria.length >= EVENT_GALLERY_MAX) throw new AppError(Status.ActionNotAllowed);
  const image = await publishedImage(input.imagen, 'imagen');
  await repo.updateEvent(db, actor.institutionId, input.id, { gallery: JSON.stringify([...before.galeria, image]) });
  await recordAudit(db, actor, { entity: 'content', entityId: input.id, action: 'addEventImage', from: String(before.galeria.length), to: String(before.galeria.length + 1), detail: before.tituloEs });
  return present((await repo.findEvent(db, actor.institutionId, input.id)) as repo.EventRow);
}

export async function removeGalleryImage(db: DbHandle, actor: Actor, input: { id: number; indice: number }): Promise<StaffEvent> {
  const before = present(await owned(db, actor, input.id));
  if (input.indice >= before.galeria.length) throw new AppError(Status.NotFound);
  await repo.updateEvent(db, actor.institutionId, input.id, { gallery: JSON.stringify(before.galeria.filter((_, index) => index !== input.indice)) });
  await recordAudit(db, actor, { entity: 'content', entityId: input.id, action: 'removeEventImage', from: String(before.galeria.length), to: String(before.galeria.length - 1), detail: before.tituloEs });
  return present((await repo.findEvent(db, actor.institutionId, input.id)) as repo.EventRow);
}
