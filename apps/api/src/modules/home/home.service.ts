import { Status } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { DbHandle, Visitor } from '../../lib/request-context.ts';
import { createHomeRepository } from './home.repository.ts';
import { toCommunication, toEventCard, toGuide } from './home.presenter.ts';

/** Communication periods are calendar dates of the service, which works on Spanish time. */
const SERVICE_TIME_ZONE = 'Europe/Madrid';
const calendarDate = new Intl.DateTimeFormat('en-CA', { timeZone: SERVICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export async function communications(db: DbHandle, visitor: Visitor, audience: 'Alumno' | 'Empresa', now: Date) {
  const rows = await createHomeRepository(db).currentCommunications(visitor.institutionId, audience, calendarDate.format(now));
  return rows.map((c) => toCommunication(c, visitor.language));
}

export async function events(db: DbHandle, visitor: Visitor, upcoming: number | undefined, now: Date) {
  if (!visitor.brand.flags.hasEventos) throw new AppError(Status.ActionNotAllowed);
  const rows = await createHomeRepository(db).events(visitor.institutionId, { now, upcoming });
  return rows.map((e) => toEventCard(e, now, visitor.language));
}

export async function guides(db: DbHandle, visitor: Visitor, limit: number | undefined) {
  if (!visitor.brand.flags.hasGuiasOrientacion) throw new AppError(Status.ActionNotAllowed);
  const rows = await createHomeRepository(db).guides(visitor.institutionId, limit);
  return rows.map((g) => toGuide(g, visitor.language));
}

export async function guideFile(db: DbHandle, visitor: Visitor, guideId: number) {
  if (!visitor.brand.flags.hasGuiasOrientacion) throw new AppError(Status.ActionNotAllowed);
  const file = await createHomeRepository(db).guideFile(visitor.institutionId, guideId);
  if (!file) throw new AppError(Status.NotFound);
  // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer.
  return { name: file.name, mimeType: file.mime_type, bytes: Buffer.from(file.content) };
}
