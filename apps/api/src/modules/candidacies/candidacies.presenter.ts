import { PRE_ENROLMENT_STATE_ID, type CandidacyItem } from '@portal/shared';
import type { CatalogLabels } from '../offers/catalog-labels.repository.ts';
import { wireDate } from '../offers/calendar.ts';
import { isExpired } from '../offers/offers.presenter.ts';
import type { CandidacyRow } from './candidacies.repository.ts';

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
