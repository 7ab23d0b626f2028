import { PRE_ENROLMENT_STATE_ID, type CandidacyItem, type Language } from '@portal/shared';
import { reasonForCandidate } from './reason-for-candidate.ts';
import type { CatalogLabels } from '../domains/index.ts';
import { wireDate, isExpired } from '../offers/index.ts';
import type { CandidacyRow } from './candidacies.repository.ts';
import type { CandidacyList, candidacyDetail } from './candidacies.service.ts';
import { canWithdraw } from './withdrawal-rule.ts';

const stateLabel = (labels: CatalogLabels, id: number) => labels.label('candidacy_states', id) ?? String(id);

/** The reason in the student's words, never the staff's (reason-for-candidate.ts). */
function reasonOf(labels: CatalogLabels, language: Language, reasonId: number | null): string | null {
  const reason = labels.entry('rejection_reasons', reasonId);
  return reason ? reasonForCandidate(reason, language) : null;
}

export function toCandidacyItem(row: CandidacyRow, labels: CatalogLabels, today: string, language: Language): CandidacyItem {
  return {
    urlAcceso: row.url_access,
    titulo: row.title,
    empresa: row.hide_company ? null : row.trade_name,
    idPerfil: row.profile,
    idEstado: row.state_id,
    estado: stateLabel(labels, row.state_id),
    motivo: reasonOf(labels, language, row.reason_id),
    textoMotivo: row.reason_id === null ? null : row.reason_text,
    fecha: wireDate(row.created_at) ?? '',
    fechaActualizacion: wireDate(row.updated_at) ?? '',
    externa: row.external,
    ofertaAbierta: row.offer_state === 'published' && !isExpired(row.expires_on, today),
    preinscripcion: row.state_id === PRE_ENROLMENT_STATE_ID,
    puedeDesinscribirse: canWithdraw(row.state_id),
  };
}

export function toHistoryEntry(
  event: { from_state_id: number | null; to_state_id: number; reason_id: number | null; reason_text: string | null; at: Date },
  labels: CatalogLabels,
  language: Language,
) {
  return {
    idEstadoAnterior: event.from_state_id,
    idEstado: event.to_state_id,
    estado: stateLabel(labels, event.to_state_id),
    motivo: reasonOf(labels, language, event.reason_id),
    textoMotivo: event.reason_text,
    fecha: wireDate(event.at) ?? '',
  };
}

export const toCandidacyList = ({ rows, labels, today }: CandidacyList, language: Language): CandidacyItem[] => rows.map((row) => toCandidacyItem(row, labels, today, language));

export function toCandidacyDetail({ row, events, labels, today }: Awaited<ReturnType<typeof candidacyDetail>>, language: Language) {
  return {
    ...toCandidacyItem(row, labels, today, language),
    historial: events.map((event) => toHistoryEntry(event, labels, language)),
  };
}
