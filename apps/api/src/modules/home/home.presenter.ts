import type { Communication, EventCard, Guide, Language } from '@portal/shared';
import type { CommunicationRecord, EventRecord, GuideRecord } from './home.repository.ts';

export function toCommunication(communication: CommunicationRecord, language: Language): Communication {
  return {
    id: communication.id,
    fechaDesde: communication.dateFrom,
    fechaHasta: communication.dateTo,
    descripcion: communication.description[language],
    enlace: communication.link,
  };
}

/** An event in the language of the request where the service translated it; otherwise as it was written. */
export function toEventCard(event: EventRecord, now: Date, language: Language): EventCard {
  const translated = event.translations[language] ?? {};
  return {
    idEvento: event.id,
    titulo: translated.title || event.title,
    categoria: event.category,
    fecha: event.startsAt.toISOString(),
    lugar: translated.place || event.place,
    ulrImagenPrincipal: event.imageUrl,
    destacado: event.featured,
    urlAcceso: event.urlAccess,
    entradilla: translated.lead || event.lead,
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
