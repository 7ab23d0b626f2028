import { EMAIL_MAX } from './limits.ts';

const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/**
 * The spec's rule (one @, a dot in the domain, no accented letters) made precise: plain ASCII addresses only,
 * no spaces, no empty or leading/trailing dots, a top-level domain of two letters or more.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && /^[A-Za-z]{2,}$/.test(topLevel);
}

/** Webmail providers whose addresses identify a person, not an organisation (code 105). */
export const PERSONAL_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.es',
  'hotmail.co.uk',
  'hotmail.fr',
  'outlook.com',
  'outlook.es',
  'live.com',
  'live.es',
  'msn.com',
  'yahoo.com',
  'yahoo.es',
  'yahoo.co.uk',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'gmx.com',
  'gmx.es',
  'gmx.net',
  'gmx.de',
  'web.de',
  'proton.me',
  'protonmail.com',
  'tutanota.com',
  'mail.com',
  'yandex.com',
  'zoho.com',
  'telefonica.net',
  'terra.es',
];

/** Takes an address or a bare domain. */
export function isPersonalEmailDomain(emailOrDomain: string): boolean {
  const domain = emailOrDomain.slice(emailOrDomain.lastIndexOf('@') + 1).trim().toLowerCase();
  return PERSONAL_EMAIL_DOMAINS.includes(domain);
}
