import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FILE_MAX_BYTES, PERSON_NAME_MAX, TEXT_MAX } from './limits.ts';
import { personalDataBody } from '../contract/cv.ts';
import { registrationBody } from '../contract/registration.ts';
import {
  decodedBase64Size,
  isAllowedExtension,
  parseDecimal,
  zCif,
  zDaysPerWeek,
  zDecimal,
  zDedication,
  zDniNie,
  zEmail,
  zExternalEnrolmentUrl,
  zFileOrUrl,
  zGrade,
  zIban,
  zIbanSegments,
  zLinkedinUrl,
  zMonths,
  zOptionalPhone,
  zOptionalText,
  zPassword,
  zPasswordWithConfirmation,
  zPersonName,
  zPhone,
  zPrivacyPolicyAccepted,
  zRequiredText,
  zTaxId,
  zUploadedFile,
  zUploadedPdf,
  zUrl,
} from './schemas.ts';

/** The keys of a failed parse, or the parsed value. */
function parse(schema: z.ZodType, value: unknown): { ok: true; value: unknown } | { ok: false; keys: string[] } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, keys: result.error.issues.map((issue) => issue.message) };
}
const fails = (schema: z.ZodType, value: unknown) => {
  const result = parse(schema, value);
  return result.ok ? [] : result.keys;
};
const parsed = (schema: z.ZodType, value: unknown) => {
  const result = parse(schema, value);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(value)} to parse, got ${result.keys.join(', ')}`);
  return result.value;
};

/** "%PDF-1.4\n" and "hello world" in base64. */
const PDF_DATA_URL = 'data:application/pdf;base64,JVBERi0xLjQK';
const TEXT_DATA_URL = 'data:text/plain;base64,aGVsbG8gd29ybGQ=';

describe('texts', () => {
  it('require 3 to 150 characters after trimming by default', () => {
    expect(parsed(zRequiredText(), '  Ana  ')).toBe('Ana');
    expect(fails(zRequiredText(), 'An')).toEqual(['minLength']);
    expect(fails(zRequiredText(), 'a'.repeat(TEXT_MAX + 1))).toEqual(['maxLength']);
    expect(fails(zRequiredText(), '   ')).toEqual(['required']);
    expect(fails(zRequiredText(), undefined)).toEqual(['required']);
    expect(fails(zRequiredText(), 42)).toEqual(['malformed']);
  });

  it('take other bounds, such as the postal address', () => {
    expect(parsed(zRequiredText(3, 250), 'a'.repeat(250))).toHaveLength(250);
  });

  it('give a person name, in registration and in the CV alike, 1 to 150 characters', () => {
    expect(parsed(zPersonName, ' Li ')).toBe('Li');
    expect(fails(zPersonName, 'a'.repeat(PERSON_NAME_MAX + 1))).toEqual(['maxLength']);
    expect(PERSON_NAME_MAX).toBe(TEXT_MAX);
    const form = { nombre: 'Li', apellidos: 'Ng', email: 'li.ng@example.org', tipoDocumento: 'dni', documento: '12345678Z', aceptaPrivacidad: true, password: 'Clave1234', confirmacion: 'Clave1234' };
    expect(registrationBody.safeParse(form).success).toBe(true);
    expect(personalDataBody.safeParse({ nombre: 'Li', apellido1: 'Ng' }).success).toBe(true);
    for (const name of ['a'.repeat(PERSON_NAME_MAX + 1)]) {
      expect(registrationBody.safeParse({ ...form, nombre: name }).success).toBe(false);
      expect(personalDataBody.safeParse({ nombre: name }).success).toBe(false);
    }
  });

  it('read an empty optional text as not given', () => {
    for (const empty of [undefined, null, '', '   ']) expect(parsed(zOptionalText(), empty)).toBeUndefined();
    expect(fails(zOptionalText(), 'ab')).toEqual(['minLength']);
  });
});

describe('identity and bank data', () => {
  it('check and normalise a DNI/NIE', () => {
    expect(parsed(zDniNie, ' x1234567l ')).toBe('X1234567L');
    expect(fails(zDniNie, '12345678A')).toEqual(['dni']);
    expect(fails(zDniNie, '')).toEqual(['required']);
  });

  it('check and normalise an IBAN', () => {
    expect(parsed(zIban, 'es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(fails(zIban, 'ES9121000418450200051333')).toEqual(['iban']);
  });

  it('check a CIF, and a tax id that may also be a NIF', () => {
    expect(parsed(zCif, 'b65410011')).toBe('B65410011');
    expect(fails(zCif, '12345678Z')).toEqual(['cif']);
    expect(parsed(zTaxId, '12345678z')).toBe('12345678Z');
    expect(fails(zTaxId, 'B65410012')).toEqual(['taxId']);
  });

  it('take the five IBAN inputs and give the whole IBAN', () => {
    expect(parsed(zIbanSegments, ['ES91', '2100', '0418', '45', '0200051332'])).toBe('ES9121000418450200051332');
    expect(fails(zIbanSegments, ['ES91', '2100', '0418', '45', '0200051333'])).toEqual(['iban']);
    expect(fails(zIbanSegments, ['ES91', '210', '0418', '45', '0200051332'])).toEqual(['iban']);
    expect(fails(zIbanSegments, ['ES91', '', '0418', '45', '0200051332'])).toEqual(['required']);
  });
});

describe('contact data', () => {
  it('accepts valid e-mails and refuses accented ones', () => {
    expect(parsed(zEmail, ' ana@uib.es ')).toBe('ana@uib.es');
    expect(fails(zEmail, 'maría@uib.es')).toEqual(['email']);
    expect(fails(zEmail, undefined)).toEqual(['required']);
  });

  it('needs at least 9 digits in a phone, with spaces and a leading + allowed', () => {
    for (const phone of ['971123456', '+34 971 12 34 56', '600 000 000']) expect(fails(zPhone, phone), phone).toEqual([]);
    for (const phone of ['97112345', '+34', '971-123-456', '971 12 34 5a', '1234567890123456']) {
      expect(fails(zPhone, phone), phone).toEqual(['phone']);
    }
  });

  it('lets an optional phone be empty but not short', () => {
    expect(parsed(zOptionalPhone, '')).toBeUndefined();
    expect(fails(zOptionalPhone, '12345')).toEqual(['phone']);
  });
});

describe('passwords', () => {
  it('need 8 characters and a digit', () => {
    expect(fails(zPassword, 'secreto1')).toEqual([]);
    expect(fails(zPassword, 'secret1')).toEqual(['password']);
    expect(fails(zPassword, 'secretos')).toEqual(['password']);
    expect(fails(zPassword, '')).toEqual(['required']);
    expect(fails(zPassword, `1${'a'.repeat(200)}`)).toEqual(['maxLength']);
  });

  it('must match the confirmation, reported on the confirmation field', () => {
    expect(fails(zPasswordWithConfirmation, { password: 'secreto1', confirmacion: 'secreto1' })).toEqual([]);
    const result = zPasswordWithConfirmation.safeParse({ password: 'secreto1', confirmacion: 'secreto2' });
    expect(result.error?.issues).toMatchObject([{ message: 'passwordMismatch', path: ['confirmacion'] }]);
  });

  it('privacy policy must be accepted', () => {
    expect(fails(zPrivacyPolicyAccepted, true)).toEqual([]);
    expect(fails(zPrivacyPolicyAccepted, false)).toEqual(['privacyPolicy']);
    expect(fails(zPrivacyPolicyAccepted, undefined)).toEqual(['privacyPolicy']);
  });
});

describe('links', () => {
  it('accept well-formed http(s) addresses only', () => {
    for (const url of ['https://www.uib.es', 'http://empresa.com/ofertas?id=3#top', 'https://jobs.example.co.uk:8443/apply']) {
      expect(fails(zUrl, url), url).toEqual([]);
    }
    for (const url of ['www.uib.es', 'ftp://uib.es', 'https://uib', 'https://uib .es', 'javascript:alert(1)', 'https://']) {
      expect(fails(zUrl, url), url).toEqual(['url']);
    }
  });

  it('external enrolment links follow the same rule', () => {
    expect(fails(zExternalEnrolmentUrl, 'https://empresa.com/inscripcion')).toEqual([]);
    expect(fails(zExternalEnrolmentUrl, 'empresa.com/inscripcion')).toEqual(['url']);
  });

  it('LinkedIn links must point to a profile', () => {
    for (const url of ['https://www.linkedin.com/in/ana-garcia', 'https://linkedin.com/in/ana-garcia/', 'https://es.linkedin.com/in/ana']) {
      expect(fails(zLinkedinUrl, url), url).toEqual([]);
    }
    for (const url of ['http://www.linkedin.com/in/ana', 'https://www.linkedin.com/company/uib', 'https://linkedin.com.evil.io/in/ana']) {
      expect(fails(zLinkedinUrl, url), url).toEqual(['url']);
    }
  });
});

describe('numbers', () => {
  it('read the decimal comma', () => {
    expect(parseDecimal('2,5')).toBe(2.5);
    expect(parseDecimal(' 3.25 ')).toBe(3.25);
    expect(parseDecimal('1.000,5')).toBeUndefined();
    expect(parsed(zDecimal, '7,75')).toBe(7.75);
    expect(fails(zDecimal, 'siete')).toEqual(['number']);
    expect(fails(zDecimal, '')).toEqual(['required']);
    expect(fails(zDecimal, undefined)).toEqual(['required']);
  });

  it('keep the average grade between 1 and 4', () => {
    expect(parsed(zGrade, '2,5')).toBe(2.5);
    expect(parsed(zGrade, 4)).toBe(4);
    expect(fails(zGrade, '0,9')).toEqual(['range']);
    expect(fails(zGrade, 4.01)).toEqual(['range']);
  });

  it('keep months 0-12 and days per week 1-7 whole', () => {
    expect(parsed(zMonths, '0')).toBe(0);
    expect(parsed(zMonths, 12)).toBe(12);
    expect(fails(zMonths, 13)).toEqual(['range']);
    expect(fails(zMonths, '6,5')).toEqual(['integer']);
    expect(parsed(zDaysPerWeek, '5')).toBe(5);
    expect(fails(zDaysPerWeek, 0)).toEqual(['range']);
    expect(fails(zDaysPerWeek, 8)).toEqual(['range']);
  });

  it('keep dedication between 0 and 100 percent', () => {
    expect(parsed(zDedication, '80')).toBe(80);
    expect(parsed(zDedication, '62,5')).toBe(62.5);
    expect(fails(zDedication, 101)).toEqual(['range']);
    expect(fails(zDedication, -1)).toEqual(['range']);
  });
});

describe('files', () => {
  it('measure decoded base64, with or without a data URL prefix', () => {
    expect(decodedBase64Size(TEXT_DATA_URL)).toBe(11);
    expect(decodedBase64Size('JVBERi0xLjQK')).toBe(9);
    expect(decodedBase64Size('data:application/pdf;base64,not base64!')).toBeUndefined();
    expect(decodedBase64Size('abc')).toBeUndefined();
  });

  it('accept the allowed extensions in any spelling', () => {
    expect(isAllowedExtension('.PDF')).toBe(true);
    expect(isAllowedExtension('docx')).toBe(true);
    expect(isAllowedExtension('exe')).toBe(false);
    expect(isAllowedExtension('svg')).toBe(false);
  });

  it('accept an upload of an allowed type up to 2 MB', () => {
    const upload = parsed(zUploadedFile, { ficheroB64ParaAltas: TEXT_DATA_URL, extension_adjunto: 'TXT', nombre: 'notas.txt' });
    expect(upload).toEqual({ ficheroB64ParaAltas: TEXT_DATA_URL, extension_adjunto: 'txt', nombre: 'notas.txt' });
    // 666,666 groups of four make 1,999,998 bytes; "AAA=" adds the last 2.
    const exactlyTwoMegabytes = `data:image/png;base64,${'A'.repeat(666_666 * 4)}AAA=`;
    expect(decodedBase64Size(exactlyTwoMegabytes)).toBe(FILE_MAX_BYTES);
    expect(fails(zUploadedFile, { ficheroB64ParaAltas: exactlyTwoMegabytes, extension_adjunto: 'png' })).toEqual([]);
  });

  it('refuse a disallowed type, a file over 2 MB, an empty file and content that is not base64', () => {
    expect(fails(zUploadedFile, { ficheroB64ParaAltas: TEXT_DATA_URL, extension_adjunto: 'exe' })).toEqual(['fileType']);
    const oneByteTooMany = `data:image/png;base64,${'A'.repeat(666_667 * 4)}`;
    expect(decodedBase64Size(oneByteTooMany)).toBe(FILE_MAX_BYTES + 1);
    expect(fails(zUploadedFile, { ficheroB64ParaAltas: oneByteTooMany, extension_adjunto: 'png' })).toEqual(['fileSize']);
    expect(fails(zUploadedFile, { ficheroB64ParaAltas: 'data:text/plain;base64,', extension_adjunto: 'txt' })).toEqual(['required']);
    expect(fails(zUploadedFile, { ficheroB64ParaAltas: 'data:text/plain;base64,%%%%', extension_adjunto: 'txt' })).toEqual(['malformed']);
  });

  it('take only real PDFs where the form is PDF-only', () => {
    expect(fails(zUploadedPdf, { ficheroB64ParaAltas: PDF_DATA_URL, extension_adjunto: 'pdf' })).toEqual([]);
    expect(fails(zUploadedPdf, { ficheroB64ParaAltas: TEXT_DATA_URL, extension_adjunto: 'docx' })).toEqual(['pdfOnly', 'pdfOnly']);
    expect(fails(zUploadedPdf, { ficheroB64ParaAltas: TEXT_DATA_URL, extension_adjunto: 'pdf' })).toEqual(['pdfOnly']);
  });

  it('need a file or a link', () => {
    expect(fails(zFileOrUrl, { url: 'https://empresa.com/memoria.pdf' })).toEqual([]);
    expect(fails(zFileOrUrl, { ficheroB64ParaAltas: PDF_DATA_URL, extension_adjunto: 'pdf', url: '' })).toEqual([]);
    expect(fails(zFileOrUrl, { url: '' })).toEqual(['fileOrUrl']);
    expect(fails(zFileOrUrl, { ficheroB64ParaAltas: PDF_DATA_URL })).toEqual(['fileType']);
  });
});
