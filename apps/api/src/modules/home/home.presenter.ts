import { inContentLanguage, type Communication, type EventCard, type Guide, type Language } from '@portal/shared';
import type { CommunicationRecord, EventRecord, GuideRecord } from './home.repository.ts';

export function toCommunication(communication: CommunicationRecord, language: Language): Communication {
  return {
    id: communication.id,
    fechaDesde: communication.dateFrom,
    fechaHasta: communication.dateTo,
    descripcion: inContentLanguage(language, communication.description),
    enlace: communication.link,
  };
}

/** An event in the language of the request where the service translated it; otherwise in Spanish, as written. */
export function toEventCard(event: EventRecord, now: Date, language: Language): EventCard {
  const translated = event.translations[language] ?? {};
  // The Spanish is the base columns (as written); the reader's language its translation, when there is one.
  const read = (key: 'title' | 'lead') => (language === 'es' ? event[key] : inContentLanguage(language, { es: event[key], [language]: translated[key] }));
  return {
    idEvento: event.id,
    titulo: read('title'),
    categoria: event.category,
    fecha: event.startsAt.toISOString(),
    lugar: translated.place || event.place,
    ulrImagenPrincipal: event.imageUrl,
    destacado: event.featured,
    urlAcceso: event.urlAccess,
    entradilla: read('lead'),
    caducado: event.startsAt.getTime() < now.getTime(),
  };
}

/** Where the guide's file is downloaded: the stored file when there is one, else the external address. */
export function guideFilePath(guideId: number): string {
  return `/api/Alumno/dameFicheroGuiaOrientacion/${guideId}`;
}

export function toGuide(guide: GuideRecord, language: Language): Guide {
  return {
    id: guide.id,
    titulo: guide.title[language],
    descripcion: guide.description[language],
    urlFichero: guide.fileId ? guideFilePath(guide.id) : (guide.url ?? ''),
    ulrImagen: guide.imageUrl,
  };
}
