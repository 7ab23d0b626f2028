/**
 * The contract's CONSENT_COOKIE, written here: importing it would bring the contract's modules into this chunk
 * (consent-banner.test.tsx holds them equal).
 */
export const CONSENT_COOKIE = 'consentimientoCookies';

export type Consent = 'si' | 'no';

/** A year, as long as a choice is asked to be kept at most. */
const KEEP_SECONDS = 365 * 24 * 3600;

export function readConsent(): Consent | null {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === CONSENT_COOKIE)?.[1];
  return value === 'si' || value === 'no' ? value : null;
}

export function saveConsent(consent: Consent): void {
  document.cookie = `${CONSENT_COOKIE}=${consent}; Max-Age=${KEEP_SECONDS}; Path=/; SameSite=Lax`;
}

/** Withdrawal: the cookie goes, so nothing is sent until the visitor chooses again. */
export function removeConsent(): void {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
