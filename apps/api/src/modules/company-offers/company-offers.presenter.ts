import { EXPIRING_SOON_DAYS, type BrandFlags, type CompanyOfferItem, type CompanyOfferState, type DatosOf, type EditableOffer, type OfferProfileId, type companyOfferCalls as calls } from '@portal/shared';
import { addDays, wireDate } from '../offers/index.ts';
import type { CompanyOfferRow } from './company-offers.repository.ts';
import type { EditableOfferView } from './company-offers.service.ts';
import { formValuesOf } from './offer-form.ts';
import { isEditable } from './offer-state.ts';

/** An offer as the calls that change it name it back: its id and its address. */
interface OfferRef {
  id: number;
  url: string;
}

interface ListedOffer {
  row: CompanyOfferRow;
  state: CompanyOfferState;
  candidates: number;
  unread: number;
  today: string;
}

/** The original of a copy, while it exists. */
function copyOf(row: { copy_of_offer_id: number | null; copy_of_reference: string | null }) {
  return row.copy_of_offer_id !== null && row.copy_of_reference !== null ? { idOferta: row.copy_of_offer_id, referencia: row.copy_of_reference } : null;
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
    copiaDe: copyOf(row),
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
    // A draft reached nobody: it can always be discarded.
    borrable: (flags.canBorrarOfertas || state === 'borrador') && !managed && Number(row.applications ?? 0) === 0,
  };
}

/** /mis-ofertas: every line, and how many. */
export function toCompanyOfferList(items: readonly ListedOffer[], flags: BrandFlags): DatosOf<typeof calls.list> {
  return { procesos: items.map((item) => toCompanyOfferItem(item, flags)), numTotal: items.length };
}

/** dameOfertaEditable: the offer as the form edits it; a company edits only unmanaged offers, so never `gestionada`. */
export function toEditableOffer({ offer, degrees, state, editable, companyHasIban }: EditableOfferView): EditableOffer {
  return {
    idOferta: offer.id,
    urlAcceso: offer.url_access,
    referencia: offer.reference,
    estado: state,
    paso: state === 'borrador' ? (offer.draft_step ?? 0) : null,
    copiaDe: copyOf(offer),
    editable,
    gestionada: false,
    observaciones: offer.remarks ?? null,
    ibanEmpresa: companyHasIban,
    oferta: formValuesOf(offer, degrees),
  };
}

/** addOferta: a new, sent or edited offer waits for the service's validation. */
export const toSavedOffer = (offer: OfferRef): DatosOf<typeof calls.save> => ({ idOferta: offer.id, urlAcceso: offer.url, estado: 'pendiente' });

/** guardarBorradorOferta: the draft and the step it was left on. */
export const toSavedDraft = ({ offer, step }: { offer: OfferRef; step: number }): DatosOf<typeof calls.saveDraft> => ({
  idOferta: offer.id,
  urlAcceso: offer.url,
  estado: 'borrador',
  paso: step,
});

/** copiarOferta, copiarOfertaPerfilContrario: the new draft and its profile. */
export const toCopiedOffer = (offer: OfferRef & { profile: OfferProfileId }): DatosOf<typeof calls.copy> => ({ urlAcceso: offer.url, idOferta: offer.id, idPerfil: offer.profile });

export const toClosedOffer = (offer: OfferRef): DatosOf<typeof calls.close> => ({ urlAcceso: offer.url, estado: 'cerrada' });

export const toDeletedOffer = (offer: OfferRef): DatosOf<typeof calls.remove> => ({ urlAcceso: offer.url });
