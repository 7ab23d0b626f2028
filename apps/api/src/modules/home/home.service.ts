import { Status, type Language } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { Institution } from '../../plugins/institution.ts';
import type { SessionClaims } from '../session/index.ts';
import { createHomeRepository } from './home.repository.ts';
import { toCommunication, toEventCard, toGuide } from './home.presenter.ts';
import { pendingSurveysOf } from './pending-surveys.ts';

/** Communication periods are calendar dates of the service, which works on Spanish time. */
const SERVICE_TIME_ZONE = 'Europe/Madrid';
const calendarDate = new Intl.DateTimeFormat('en-CA', { timeZone: SERVICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function createHomeService(deps: { db: Db; now: () => Date }) {
  const repo = createHomeRepository(deps.db);

  return {
    async communications(institution: Institution, audience: 'Alumno' | 'Empresa', language: Language) {
      const today = calendarDate.format(deps.now());
      const rows = await repo.currentCommunications(institution.id, audience, today);
      return rows.map((c) => toCommunication(c, language));
    },

    async events(institution: Institution, upcoming: number | undefined, language: Language) {
      if (!institution.brand.flags.hasEventos) throw new AppError(Status.ActionNotAllowed);
      const now = deps.now();
      const rows = await repo.events(institution.id, { now, upcoming });
      return rows.map((e) => toEventCard(e, now, language));
    },

    pendingSurveys(session: SessionClaims) {
      return pendingSurveysOf({ institutionId: session.institutionId, userId: session.userId });
    },

    async guides(institution: Institution, limit: number | undefined, language: Language) {
      if (!institution.brand.flags.hasGuiasOrientacion) throw new AppError(Status.ActionNotAllowed);
      const rows = await repo.guides(institution.id, limit);
      return rows.map((g) => toGuide(g, language));
    },

    async guideFile(institution: Institution, guideId: number) {
      if (!institution.brand.flags.hasGuiasOrientacion) throw new AppError(Status.ActionNotAllowed);
      const file = await repo.guideFile(institution.id, guideId);
      if (!file) throw new AppError(Status.NotFound);
      // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer.
      return { name: file.name, mimeType: file.mime_type, bytes: Buffer.from(file.content) };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
