import type { CompanyNotes, DatosOf, StaffOfferItem, StaffOfferState, staffOfferCalls as calls } from '@portal/shared';
import { toOfferDetail, wireDate, type previewPage } from '../offers/index.ts';
import { REVIEW_STATES, wireReviewState, type ReviewState } from './offer-review-state.ts';
import type { CompanyNotesRow, StaffOfferRow, staffMembers } from './staff-offers.repository.ts';

export function presentOffer(row: StaffOfferRow): StaffOfferItem {
  return {
    idOferta: row.id,
    urlAcceso: row.url_access,
    referencia: row.reference,
    titulo: row.title,
    idEmpresa: row.company_id,
    empresa: row.company_name,
    idPerfil: row.profile,
    estado: wireReviewState(row.review_state),
    // Remarks explain a state: an offer sent back and waiting, or a rejected one.
    observaciones: row.review_state === 'returned' || row.review_state === 'rejected' ? (row.remarks ?? null) : null,
    fechaCreacion: row.created_at.toISOString(),
    fechaPublicacion: row.published_at ? row.published_at.toISOString() : null,
    fechaDestacada: wireDate(row.highlighted_on),
    fechaCaducidad: wireDate(row.expires_on),
    gestor: row.manager_user_id ? { idUsuario: row.manager_user_id, nombre: row.manager_name ?? '' } : null,
    plazas: row.places,
    candidaturas: Number(row.candidacies ?? 0),
    copiaDe: row.copy_of_offer_id !== null && row.copy_of_reference !== null ? { idOferta: row.copy_of_offer_id, referencia: row.copy_of_reference } : null,
  };
}

const orNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value.trim() === '' ? null : value);

/** The company's notes for the service; a tutor with no field filled is no tutor. */
export function toCompanyNotes(row: CompanyNotesRow): CompanyNotes {
  const t = row.tutor;
  const tutor = {
    nombre: orNull(t.nombre),
    apellidos: orNull(t.apellidos),
    email: orNull(t.email),
    telefono: orNull(t.telefono),
    cargo: orNull(t.cargo),
    departamento: orNull(t.departamento),
    titulacion: orNull(t.titulacion),
    dni: orNull(t.dni),
  };
  return {
    observaciones: orNull(row.company_remarks),
    tutor: Object.values(tutor).some((value) => value !== null) ? tutor : null,
    candidatoPreferido: orNull(row.preferred_candidate),
    empresaDestino: orNull(row.destination_company),
    numeroPedido: orNull(row.order_number),
  };
}

/** dameOfertasGestor: a page of the list and the count of every tab. */
export function toStaffOfferPage(list: { total: number; page: number; pageSize: number; rows: StaffOfferRow[]; counts: Record<ReviewState, number> }): DatosOf<typeof calls.list> {
  const contadores = Object.fromEntries(REVIEW_STATES.map((state) => [wireReviewState(state), list.counts[state]])) as Record<StaffOfferState, number>;
  return { total: list.total, pagina: list.page, porPagina: list.pageSize, items: list.rows.map(presentOffer), contadores };
}

/** dameOfertaGestor: the back-office item, the offer exactly as candidates will read it, and the company's notes. */
export function toStaffOfferDetail(
  view: { offer: StaffOfferRow; page: Awaited<ReturnType<typeof previewPage>>; notes: CompanyNotesRow },
  language: Parameters<typeof toOfferDetail>[1],
): DatosOf<typeof calls.detail> {
  return { oferta: presentOffer(view.offer), detalle: toOfferDetail(view.page, language), notasEmpresa: toCompanyNotes(view.notes) };
}

/** dameGestores: who may manage an offer. */
export function toStaffMembers(rows: Awaited<ReturnType<typeof staffMembers>>): DatosOf<typeof calls.staff> {
  return rows.map((r) => ({ idUsuario: r.id, nombre: `${r.first_name} ${r.last_name}`.trim(), email: r.email }));
}

export const toValidatedCount = (validated: number): DatosOf<typeof calls.validateMany> => ({ validadas: validated });
