import { EXPIRING_SOON_DAYS, type BrandFlags, type CompanyOfferItem, type CompanyOfferState } from '@portal/shared';
import { addDays, wireDate } from '../offers/index.ts';
import type { CompanyOfferRow } from './company-offers.repository.ts';
import { isEditable } from './offer-state.ts';

interface ListedOffer {
  row: CompanyOfferRow;
  state: CompanyOfferState;
  candidates: number;
  unread: number;
  today: string;
}

/** One line of /mis-ofertas: the offer, its state as the service set it, its candidates and what may be done with it. */
export function toCompanyOfferItem({ row, state, candidates, unread, today }: ListedOffer, flags: BrandFlags): CompanyOfferItem {
  const managed = row.manager_user_id !== null;
  return {
    idOferta: row.id,
    urlAcceso: row.url_access,
    referencia: row.reference,
    titulo: row.title,
    idPerfil: row.profile,
    estado: state,
    observaciones: state === 'devuelta' || state === 'rechazada' ? (row.remarks ?? null) : null,
    fechaCreacion: wireDate(row.created_at) ?? '',
    fechaPublicacion: wireDate(row.published_at),
    fechaCaducidad: wireDate(row.expires_on),
    caducaPronto: state === 'publicada' && row.expires_on !== null && row.expires_on <= addDays(today, EXPIRING_SOON_DAYS),
    plazas: row.places,
    numCandidatos: candidates,
    numCandidatosNoLeidos: unread,
    editable: isEditable(state, row.expires_on, managed, today),
    gestionada: managed,
    cerrable: state === 'publicada' || state === 'caducada',
    borrable: flags.canBorrarOfertas && !managed && Number(row.applications ?? 0) === 0,
  };
}
