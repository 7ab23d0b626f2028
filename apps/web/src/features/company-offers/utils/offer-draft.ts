import type { OfferDraftInput } from '@portal/shared';
import { toWire, type OfferFormState } from './offer-form-state';

/**
 * The form as guardarBorradorOferta keeps it: what addOferta would take, with the step it is on. Blanks are left
 * out (a draft need not be complete) and the IBAN is not sent: it is company data, saved when the offer is sent.
 */
export function toDraftWire(state: OfferFormState, step: number, idOferta?: number): OfferDraftInput {
  const { iban: _iban, titulaciones, descripcion, ...wire } = toWire(state, idOferta);
  return {
    ...wire,
    ...(descripcion.trim() === '' ? {} : { descripcion }),
    ...(titulaciones.length === 0 ? {} : { titulaciones }),
    paso: step,
  };
}
