import { PRE_ENROLMENT_STATE_ID, REJECTION_REASON_STATE_ID, Status, type Language } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import { CANDIDACY_STATE } from '../../db/seed/catalogs/candidacy-states.ts';
import type { SessionClaims } from '../session/tokens.ts';
import { serviceDay } from '../offers/calendar.ts';
import { loadCatalogs } from '../offers/catalog-labels.repository.ts';
import { createCandidaciesRepository } from './candidacies.repository.ts';
import { toCandidacyItem, toHistoryEntry } from './candidacies.presenter.ts';
import { reasonsFor, rejectionReasons } from './rejection-reasons.ts';

/** Accepting a pre-enrolment makes it an ordinary candidacy, which the company then processes. */
const ACCEPTED_PRE_ENROLMENT_STATE = CANDIDACY_STATE.enrolled;

export function createCandidaciesService({ db, now }: { db: Db; now: () => Date }) {
  const repo = createCandidaciesRepository(db);
  const labelsFor = (institutionId: string, language: Language) =>
    loadCatalogs(db, institutionId, language, ['candidacy_states', 'rejection_reasons']);

  async function mine(session: SessionClaims, url: string) {
    const offer = await repo.findOffer(session.institutionId, url);
    const candidacy = offer && (await repo.candidacy(session.institutionId, offer.id, session.userId));
    if (!offer || !candidacy || candidacy.state_id === CANDIDACY_STATE.withdrawn) throw new AppError(Status.CandidacyNotFound);
    return { offer, candidacy };
  }

  async function preEnrolment(session: SessionClaims, url: string) {
    const found = await mine(session, url);
    if (found.candidacy.state_id !== PRE_ENROLMENT_STATE_ID) throw new AppError(Status.InvalidStateChange);
    return found;
  }

  async function move(session: SessionClaims, candidacyId: number, to: number, reasonId?: number) {
    const moved = await repo.changeState({ candidacyId, from: PRE_ENROLMENT_STATE_ID, to, reasonId, byUserId: session.userId, at: now() });
    if (!moved) throw new AppError(Status.InvalidStateChange);
  }

  return {
    async list(session: SessionClaims, profile: 1 | 2, language: Language) {
      const [rows, labels] = await Promise.all([repo.list(session.institutionId, session.userId, { profile }), labelsFor(session.institutionId, language)]);
      const today = serviceDay(now());
      return rows.map((row) => toCandidacyItem(row, labels, today));
    },

    /** My candidacy in an offer and how it got where it is; withdrawing is offered while still 'inscrita'. */
    async detail(session: SessionClaims, url: string, language: Language) {
      const [row] = await repo.list(session.institutionId, session.userId, { offerUrl: url });
      if (!row) throw new AppError(Status.CandidacyNotFound);
      const [events, labels] = await Promise.all([repo.events(row.id), labelsFor(session.institutionId, language)]);
      return {
        ...toCandidacyItem(row, labels, serviceDay(now())),
        historial: events.map((event) => toHistoryEntry(event, labels)),
        puedeDesinscribirse: row.state_id === CANDIDACY_STATE.enrolled,
      };
    },

    async acceptPreEnrolment(session: SessionClaims, url: string) {
      const { candidacy } = await preEnrolment(session, url);
      await move(session, candidacy.id, ACCEPTED_PRE_ENROLMENT_STATE);
      return { urlOferta: url, idEstado: ACCEPTED_PRE_ENROLMENT_STATE };
    },

    /**
     * Rejects with a reason the student may give for this offer type: an unknown reason is bad input (15); a
     * reason of another state or offer type is not allowed here (48).
     */
    async rejectPreEnrolment(session: SessionClaims, url: string, reasonId: number) {
      const { offer, candidacy } = await preEnrolment(session, url);
      const reasons = await rejectionReasons(db, 'es');
      if (!reasons.some((r) => r.idMotivo === reasonId)) {
        throw new AppError(Status.MissingMandatoryData, { datos: { errores: [{ campo: 'idMotivo', codigo: Status.MissingMandatoryData, clave: 'malformed' }] } });
      }
      if (!reasonsFor(reasons, offer.profile).some((r) => r.idMotivo === reasonId)) throw new AppError(Status.ActionNotAllowed);
      await move(session, candidacy.id, REJECTION_REASON_STATE_ID, reasonId);
      return { urlOferta: url, idEstado: REJECTION_REASON_STATE_ID };
    },
  };
}

export type CandidaciesService = ReturnType<typeof createCandidaciesService>;
