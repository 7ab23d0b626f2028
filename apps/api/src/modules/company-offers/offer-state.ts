import type { CompanyOfferState } from '@portal/shared';
import { isExpired } from '../offers/index.ts';

/** The offer state a company reads (docs/decisions.md "Offer states"). */
export function companyState(row: { state: string; decision: string | null; expires_on: string | null }, today: string): CompanyOfferState {
  switch (row.state) {
    case 'draft':
      return 'borrador';
    case 'published':
      return isExpired(row.expires_on, today) ? 'caducada' : 'publicada';
    case 'closed':
      return 'cerrada';
    case 'rejected':
      return 'rechazada';
    default:
      return row.decision === 'returned' ? 'devuelta' : 'pendiente';
  }
}

/**
 * Editable by the company: a draft (its last day to apply is checked when it is sent), or pending validation (sent
 * back included), not expired, without a manager.
 */
export function isEditable(state: CompanyOfferState, expiresOn: string | null, managed: boolean, today: string): boolean {
  if (state === 'borrador') return !managed;
  return (state === 'pendiente' || state === 'devuelta') && !isExpired(expiresOn, today) && !managed;
}

