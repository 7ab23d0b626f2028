import { allowedCandidacyMoves, type CompanyCandidacyDetail, type CompanyCandidacyItem, type CompanyProcessDatos, COMPANY_CANDIDATES_PAGE_SIZE } from '@portal/shared';
import type { CatalogLabels } from '../domains/index.ts';
import type { CandidacyView, processOfOffer } from './company-candidates.service.ts';
import type { ProcessRow } from './company-candidates.repository.ts';

const stateLabel = (labels: CatalogLabels, id: number) => labels.label('candidacy_states', id) ?? String(id);

function item(row: ProcessRow | CandidacyView['row'], labels: CatalogLabels): CompanyCandidacyItem {
  return {
    idCandidatura: row.id,
    idAlumno: row.candidate_id,
    nombre: row.name,
    email: row.email,
    idEstado: row.state_id,
    estado: stateLabel(labels, row.state_id),
    motivo: labels.label('rejection_reasons', row.reason_id),
    textoMotivo: row.reason_id === null ? null : row.reason_text,
    leida: row.read_by_company,
    fecha: row.created_at.toISOString(),
    fechaActualizacion: row.updated_at.toISOString(),
    externa: row.external,
  };
}

export function toProcessDatos(result: Awaited<ReturnType<typeof processOfOffer>>): CompanyProcessDatos {
  const { offer, rows, counts, labels, page } = result;
  return {
    oferta: {
      idOferta: offer.id,
      urlOferta: offer.url_access,
      titulo: offer.title,
      referencia: offer.reference,
      idPerfil: offer.profile,
      estado: offer.state,
      fechaPublicacion: offer.published_at?.toISOString() ?? null,
      fechaCaducidad: offer.expires_on,
    },
    contadores: {
      total: counts.reduce((sum, c) => sum + c.total, 0),
      noLeidos: counts.reduce((sum, c) => sum + c.unread, 0),
      porEstado: counts
        .map((c) => ({ idEstado: c.state_id, estado: stateLabel(labels, c.state_id), total: c.total }))
        .sort((a, b) => a.idEstado - b.idEstado),
    },
    total: Number(rows[0]?.total ?? 0),
    pagina: page,
    porPagina: COMPANY_CANDIDATES_PAGE_SIZE,
    items: rows.map((row) => item(row, labels)),
  };
}

export function toCandidacyDetail(view: CandidacyView): CompanyCandidacyDetail {
  const { row, labels, events, reasons, undoUntil } = view;
  return {
    ...item(row, labels),
    movimientos: allowedCandidacyMoves(row.state_id, 'company').map((id) => ({ idEstado: id, estado: stateLabel(labels, id) })),
    motivosRechazo: reasons,
    historial: events.map((e) => ({
      idEstado: e.to_state_id,
      estado: stateLabel(labels, e.to_state_id),
      motivo: labels.label('rejection_reasons', e.reason_id),
      textoMotivo: e.reason_text,
      fecha: e.at.toISOString(),
      deshecho: e.undone_at !== null,
    })),
    deshacerHasta: undoUntil?.toISOString() ?? null,
  };
}

export function toOfferRef(row: CandidacyView['row']) {
  return { idOferta: row.offer_id, urlOferta: row.url_access, titulo: row.title, referencia: row.reference, idPerfil: row.profile, estado: row.offer_state };
}
