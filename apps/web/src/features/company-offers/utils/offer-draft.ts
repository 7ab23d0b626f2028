import type { OfferFormState } from './offer-form-state';

/**
 * An unfinished offer survives a reload: the form is kept in the tab's session storage, per company and offer
 * (a new offer of a profile, or the offer being edited), and forgotten once the offer is saved.
 */
export interface OfferDraft {
  step: number;
  values: OfferFormState;
}

export function draftKey(companyId: number | undefined, offer: number | 'new', profile: '1' | '2'): string {
  return `offer-draft:${companyId ?? 0}:${offer === 'new' ? `new-${profile}` : offer}`;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readDraft(key: string): OfferDraft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as OfferDraft;
    return typeof parsed === 'object' && parsed !== null && typeof parsed.values === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: OfferDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the draft, never the form.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
