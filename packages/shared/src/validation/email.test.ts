import { describe, expect, it } from 'vitest';
import { isPersonalEmailDomain, isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['ana.garcia@uib.es', 'info+ofertas@empresa.com', 'j_pons@sub.domain.cat', 'A.B@EXAMPLE.ORG']) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('refuses accented and other non-ASCII letters', () => {
    for (const email of ['josé@empresa.com', 'info@empresá.es', 'núria@uib.cat', 'maria@ñandu.es']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('refuses spaces, a missing or repeated @ and a domain without a dot', () => {
    for (const email of ['ana garcia@uib.es', 'ana@uib .es', 'ana.uib.es', 'ana@@uib.es', 'a@b@uib.es', 'ana@localhost', '@uib.es', 'ana@']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('refuses misplaced dots and a one-letter top-level domain', () => {
    for (const email of ['.ana@uib.es', 'ana.@uib.es', 'an..a@uib.es', 'ana@.uib.es', 'ana@uib..es', 'ana@uib.e']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(190)}.com`)).toBe(false);
  });
});

describe('isPersonalEmailDomain', () => {
  it('recognises webmail providers, by address or domain, in any case', () => {
    for (const value of ['ana@gmail.com', 'ANA@Hotmail.es', 'outlook.com', 'x@yahoo.es']) expect(isPersonalEmailDomain(value), value).toBe(true);
  });

  it('lets corporate and university domains through', () => {
    for (const value of ['rrhh@empresa.com', 'ana@uib.es', 'mail.gmail.com.example.org']) expect(isPersonalEmailDomain(value), value).toBe(false);
  });
});
