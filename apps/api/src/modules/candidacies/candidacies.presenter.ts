import { PRE_ENROLMENT_STATE_ID, type CandidacyItem } from '@portal/shared';
import type { CatalogLabels } from '../domains/index.ts';
import { wireDate, isExpired } from '../offers/index.ts';
import type { CandidacyRow } from './candidacies.repository.ts';
import type { CandidacyList, candidacyDetail } from './candidacies.service.ts';
import { canWithdraw } from './withdrawal-rule.ts';

const stateLabel = (labels: CatalogLabels, id: number) => labels.label('candidacy_states', id) ?? String(id);

export function toCandidacyItem(row: CandidacyRow, labels: CatalogLabels, today: string): CandidacyItem {
  return {
    urlAcceso: row.url_access,
    titulo: row.title,
    empresa: row.hide_company ? null : row.trade_name,
    idPerfil: row.profile,
    idEstado: row.state_id,
    estado: stateLabel(labels, row.state_id),
    motivo: labels.label('rejection_reasons', row.reason_id) ?? row.reason_text,
    fecha: wireDate(row.created_at) ?? '',
    fechaActualizacion: wireDate(row.updated_at) ?? '',
    externa: row.external,
    ofertaAbierta: row.offer_state === 'published' && !isExpired(row.expires_on, today),
    preinscripcion: row.state_id === PRE_ENROLMENT_STATE_ID,
    puedeDesinscribirse: canWithdraw(row.state_id),
  };
}

export function toHistoryEntry(
  event: { from_state_id: number | null; to_state_id: number; reason_id: number | null; at: Date },
  labels: CatalogLabels,
) {
  return {
    idEstadoAnterior: event.from_state_id,
    idEstado: event.to_state_id,
    estado: stateLabel(labels, event.to_state_id),
    motivo: labels.label('rejection_reasons', event.reason_id),
    fecha: wireDate(event.at) ?? '',
  };
}

export const toCandidacyList = ({ rows, labels, today }: CandidacyList): CandidacyItem[] => rows.map((row) => toCandidacyItem(row, labels, today));

export function toCandidacyDetail({ row, events, labels, today }: Awaited<ReturnType<typeof candidacyDetail>>) {
  return {
    ...toCandidacyItem(row, labels, today),
    historial: events.map((event) => toHistoryEntry(event, labels)),
  };
}
