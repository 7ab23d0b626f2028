import type { StaffOfferItem } from '@portal/shared';
import { wireDate } from '../offers/index.ts';
import type { StaffOfferRow } from './staff-offers.repository.ts';

export function presentOffer(row: StaffOfferRow): StaffOfferItem {
  return {
    idOferta: row.id,
    urlAcceso: row.url_access,
    referencia: row.reference,
    titulo: row.title,
    idEmpresa: row.company_id,
    empresa: row.company_name,
    idPerfil: row.profile,
    estado: row.staff_state,
    // Remarks explain a state: an offer sent back and waiting, or a rejected one.
    observaciones: row.staff_state === 'devuelta' || row.staff_state === 'rechazada' ? (row.remarks ?? null) : null,
    fechaCreacion: row.created_at.toISOString(),
    fechaPublicacion: row.published_at ? row.published_at.toISOString() : null,
    fechaDestacada: wireDate(row.highlighted_on),
    fechaCaducidad: wireDate(row.expires_on),
    gestor: row.manager_user_id ? { idUsuario: row.manager_user_id, nombre: row.manager_name ?? '' } : null,
    plazas: row.places,
    candidaturas: Number(row.candidacies ?? 0),
  };
}
