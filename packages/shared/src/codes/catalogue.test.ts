import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/language.ts';
import { catalogue } from './catalogue.ts';
import { catalogueEntry, isKnownStatus, loadCatalogueTexts, messageFor } from './messages.ts';
import { STATUS_CODES, Status } from './status.ts';

const entries = Object.values(catalogue);

describe('status codes', () => {
  it('are unique', () => {
    expect(new Set(STATUS_CODES).size).toBe(STATUS_CODES.length);
  });

  it('cover every code of the spec catalogue and front-end list', () => {
    const spec = [
      ...[1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30],
      ...[31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 52, 53, 54, 55, 56, 57, 58, 59],
      ...[60, 62, 63, 64, 65, 66, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 90, 91, 94, 95, 104, 105, 111],
      ...[500, 509, 510, 512, 515, 518, 524, 528, 532, 533, 534],
    ];
    for (const code of spec) expect(STATUS_CODES, `code ${code}`).toContain(code);
  });

  it('give the 23 success notices of spec 2 §8.4 numbers within 501-538', () => {
    const notices = STATUS_CODES.filter((code) => code >= 501 && code <= 538 && catalogue[code].kind === 'notice');
    expect(notices.length).toBeGreaterThanOrEqual(23);
  });
});

describe('catalogue', () => {
  it('has an entry for every status, under its own code', () => {
    for (const code of STATUS_CODES) expect(catalogue[code]?.code).toBe(code);
    expect(entries).toHaveLength(STATUS_CODES.length);
  });

  it('has a title and a body in every language for every code', () => {
    for (const entry of entries) {
      for (const language of LANGUAGES) {
        const text = entry.texts[language];
        expect(text.title.trim(), `${entry.code} ${language} title`).not.toBe('');
        expect(text.body.trim(), `${entry.code} ${language} body`).not.toBe('');
        if (text.button !== undefined) expect(text.button.trim(), `${entry.code} ${language} button`).not.toBe('');
      }
    }
  });

  it('has buttons in all languages or none', () => {
    for (const entry of entries) {
      const withButton = LANGUAGES.filter((language) => entry.texts[language].button !== undefined);
      expect([0, LANGUAGES.length], `code ${entry.code}`).toContain(withButton.length);
    }
  });

  it('is translated, not copied: Catalan and Spanish differ for every body, English differs from both', () => {
    for (const entry of entries) {
      const { ca, es, en } = entry.texts;
      expect(ca.body, `code ${entry.code}`).not.toBe(es.body);
      expect(en.body, `code ${entry.code}`).not.toBe(es.body);
      expect(en.body, `code ${entry.code}`).not.toBe(ca.body);
    }
    const sameTitle = entries.filter((entry) => entry.texts.ca.title === entry.texts.es.title);
    expect(sameTitle.length).toBeLessThan(entries.length / 10);
  });

  it('keeps the texts the spec gives verbatim', () => {
    expect(catalogue[Status.ServiceUnavailable].texts.es.body).toBe('El servicio actualmente no esta disponible');
    expect(catalogue[Status.FileTypeNotAllowed].texts.es.body).toBe('Este tipo de fichero no esta permitido');
    for (const language of LANGUAGES) expect(catalogue[Status.RequirementsNotMet].texts[language].body).toContain('{email}');
  });

  it('reports exactly codes 1, 12, 24 and 500', () => {
    const reported = entries.filter((entry) => entry.reported).map((entry) => entry.code);
    expect(reported.sort((a, b) => a - b)).toEqual([1, 12, 24, 500]);
  });

  it('shows the server message for 3, 58, 80, 90, 105 and 515', () => {
    const shown = entries.filter((entry) => entry.showServerMessage).map((entry) => entry.code);
    expect(shown.sort((a, b) => a - b)).toEqual([3, 58, 80, 90, 105, 515]);
  });

  it('makes session loss important, logging out to the login page', () => {
    expect(catalogue[Status.SessionExpired]).toMatchObject({ category: 'important', redirect: 'login', httpStatus: 401 });
  });

  it('redirects the CV, company and offer refusals where the user can fix them', () => {
    for (const code of [15, 34, 54, 55, 57] as const) expect(catalogue[code].redirect, `code ${code}`).toBe('cv');
    expect(catalogue[Status.CompanyProblem].redirect).toBe('company');
    expect(catalogue[Status.OfferNotFound].redirect).toBe('offers');
    expect(catalogue[Status.OfferExpired].redirect).toBe('offers');
    expect(catalogue[Status.CompanyNotValidatedOrBlocked].redirect).toBe('companyLogin');
  });

  it('gives every entry with a redirect a button to follow it', () => {
    for (const entry of entries.filter((candidate) => candidate.redirect !== undefined)) {
      expect(entry.texts.es.button, `code ${entry.code}`).toBeDefined();
    }
  });

  it('answers success and notices with 200 and everything else with a 4xx or 5xx status', () => {
    for (const entry of entries) {
      const inNoticeRange = entry.code === 0 || (entry.code >= 501 && entry.code <= 538);
      if (inNoticeRange) expect(entry.httpStatus, `code ${entry.code}`).toBe(200);
      else expect(entry.httpStatus >= 400 && entry.httpStatus <= 599, `code ${entry.code}`).toBe(true);
      if (entry.kind === 'notice') expect(inNoticeRange, `notice ${entry.code}`).toBe(true);
    }
  });

  it('maps the codes with a fixed HTTP meaning', () => {
    const expected: Record<number, number> = {
      1: 500, 2: 401, 3: 401, 4: 404, 9: 403, 12: 502, 15: 400, 46: 400, 90: 403, 95: 403, 500: 503,
      601: 429, 603: 413, 604: 415, 605: 400, 606: 404, 607: 403, 608: 404, 609: 503,
    };
    for (const [code, http] of Object.entries(expected)) expect(catalogueEntry(Number(code)).httpStatus, `code ${code}`).toBe(http);
  });

  it('puts the access-ending codes in the important category', () => {
    for (const code of [2, 9, 32, 59, 71, 79, 90, 95] as const) expect(catalogue[code].category, `code ${code}`).toBe('important');
    expect(entries.filter((entry) => entry.kind === 'notice').every((entry) => entry.category !== 'important')).toBe(true);
  });
});

describe('messageFor', () => {
  beforeAll(() => Promise.all(LANGUAGES.map((language) => loadCatalogueTexts(language))));

  it('fills placeholders', () => {
    const { body } = messageFor(Status.RequirementsNotMet, 'es', { email: 'practicas@uib.example' });
    expect(body).toContain('practicas@uib.example');
    expect(body).not.toContain('{email}');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(messageFor(Status.RequirementsNotMet, 'ca').body).toContain('{email}');
  });

  it('returns the button only where the entry has one', () => {
    expect(messageFor(Status.CvRequired, 'en').button).toBe('Go to my CV');
    expect(messageFor(Status.ChangesSaved, 'en')).not.toHaveProperty('button');
  });

  it('reads an unknown code as a general error', () => {
    expect(messageFor(9999, 'ca')).toEqual(messageFor(Status.GeneralError, 'ca'));
    expect(catalogueEntry(-1).code).toBe(Status.GeneralError);
  });

  it('knows which numbers are codes', () => {
    expect(isKnownStatus(0)).toBe(true);
    expect(isKnownStatus(533)).toBe(true);
    expect(isKnownStatus(5)).toBe(false);
    expect(isKnownStatus(531)).toBe(false);
    expect(isKnownStatus('2')).toBe(false);
  });
});

describe('texts loaded per language', () => {
  it('answers from the language loaded, the same text the full catalogue has', async () => {
    await loadCatalogueTexts('ca');
    expect(messageFor(Status.CvRequired, 'ca')).toEqual(catalogue[Status.CvRequired].texts.ca);
    expect(catalogueEntry(Status.CvRequired)).not.toHaveProperty('texts');
  });
});
