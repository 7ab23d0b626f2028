import { z } from 'zod';
import { isValidTaxId, isValidCif, normaliseCif } from './cif.ts';
import { isValidDniNie, normaliseDni } from './dni.ts';
import { isValidEmail } from './email.ts';
import { isValidIban, joinIban, normaliseIban } from './iban.ts';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  DAYS_PER_WEEK_MAX,
  DAYS_PER_WEEK_MIN,
  DEDICATION_MAX,
  DEDICATION_MIN,
  EMAIL_MAX,
  FILE_MAX_BASE64_CHARS,
  FILE_MAX_BYTES,
  FILE_NAME_MAX,
  GRADE_MAX,
  GRADE_MIN,
  IBAN_SEGMENTS,
  MONTHS_MAX,
  MONTHS_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PDF_ONLY_EXTENSIONS,
  PERSON_NAME_MAX,
  PERSON_NAME_MIN,
  PHONE_MAX,
  PHONE_MIN,
  TEXT_MAX,
  TEXT_MIN,
  URL_MAX,
} from './limits.ts';
import type { ValidationKey } from './messages.ts';
import { hasControlCharacters } from './control-characters.ts';

/** An absent value is "required"; a value of the wrong type is the rule's own failure. */
const missingOr =
  (key: ValidationKey) =>
  (issue: { input?: unknown }): ValidationKey =>
    issue.input === undefined || issue.input === null ? 'required' : key;

const required = { error: 'required', abort: true } as const;

/** A trimmed string that must not be empty nor hold control characters; further rules are added by the caller. */
const zFilledString = (key: ValidationKey = 'malformed') =>
  z
    .string({ error: missingOr(key) })
    .trim()
    .min(1, required)
    .refine((value) => !hasControlCharacters(value), { error: 'controlCharacters', abort: true });

/**
 * Makes a field optional the way forms send it: `undefined`, `null`, '' and blanks all mean "not given" and come
 * out as `undefined`; anything else must pass `schema`.
 */
export function zOptional<T extends z.ZodType>(schema: T) {
  return z.preprocess<unknown, z.ZodOptional<T>, z.input<T> | null | undefined>(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    schema.optional(),
  );
}

export function zRequiredText(min = TEXT_MIN, max = TEXT_MAX) {
  return zFilledString().min(min, 'minLength').max(max, 'maxLength');
}

export function zOptionalText(min = TEXT_MIN, max = TEXT_MAX) {
  return zOptional(zRequiredText(min, max));
}

/** A candidate's first name or surnames: the one rule of registration and of the CV's personal data. */
export const zPersonName = zRequiredText(PERSON_NAME_MIN, PERSON_NAME_MAX);
export const zOptionalPersonName = zOptional(zPersonName);

export const zEmail = zFilledString('email').max(EMAIL_MAX, { error: 'email', abort: true }).refine(isValidEmail, 'email');
export const zOptionalEmail = zOptional(zEmail);

export const zDniNie = zFilledString('dni').refine(isValidDniNie, 'dni').transform(normaliseDni);
export const zIban = zFilledString('iban').refine(isValidIban, 'iban').transform(normaliseIban);
export const zCif = zFilledString('cif').refine(isValidCif, 'cif').transform(normaliseCif);
/** CIF, or the DNI/NIE of a self-employed company. */
export const zTaxId = zFilledString('taxId').refine(isValidTaxId, 'taxId').transform(normaliseCif);

const PHONE_PATTERN = /^\+?[\d ]+$/;
export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value.trim()) && digits >= PHONE_MIN && digits <= PHONE_MAX;
}
export const zPhone = zFilledString('phone').refine(isValidPhone, 'phone');
export const zOptionalPhone = zOptional(zPhone);

/** Passwords are not trimmed: a space is a legitimate character of one. */
export function isSecurePassword(value: string): boolean {
  return value.length >= PASSWORD_MIN && /\d/.test(value);
}
export const zPassword = z
  .string({ error: missingOr('password') })
  .min(1, required)
  .max(PASSWORD_MAX, { error: 'maxLength', abort: true })
  .refine((value) => !hasControlCharacters(value, { multiline: false }), { error: 'controlCharacters', abort: true })
  .refine(isSecurePassword, 'password');

export const zPasswordWithConfirmation = z
  .object({
    password: zPassword,
    confirmacion: z.string({ error: missingOr('passwordMismatch') }).min(1, required),
  })
  .refine((value) => value.password === value.confirmacion, { error: 'passwordMismatch', path: ['confirmacion'] });

/** Must be ticked: the value is `true`, nothing else. */
export const zPrivacyPolicyAccepted = z.literal(true, { error: 'privacyPolicy' });
export const zConditionsAccepted = z.literal(true, { error: 'acceptConditions' });

const WEB_URL = /^https?:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/;
const LINKEDIN_PROFILE_URL = /^https:\/\/(?:www\.|[a-z]{2}\.)?linkedin\.com\/in\/[^\s/?#]+\/?(?:\?\S*)?$/;

/** An absolute http(s) address with a public-looking host name, as a person would paste from a browser. */
export function isWellFormedUrl(value: string): boolean {
  return value.length <= URL_MAX && WEB_URL.test(value);
}
export function isLinkedinProfileUrl(value: string): boolean {
  return LINKEDIN_PROFILE_URL.test(value);
}
export const zUrl = zFilledString('url').refine(isWellFormedUrl, 'url');
export const zOptionalUrl = zOptional(zUrl);
export const zLinkedinUrl = zFilledString('url').refine(isLinkedinProfileUrl, 'url');
/** Where an offer sends candidates to enrol on the company's own site. */
export const zExternalEnrolmentUrl = zUrl;

/** Accepts "2,5" as well as "2.5": Spanish and Catalan keyboards write the decimal comma. */
export function parseDecimal(value: string): number | undefined {
  const text = value.trim();
  if (!/^[+-]?\d+(?:[.,]\d+)?$/.test(text)) return undefined;
  return Number(text.replace(',', '.'));
}

export const zDecimal = z.union([z.number(), z.string()], { error: missingOr('number') }).transform((value, ctx) => {
  const parsed = typeof value === 'number' ? value : parseDecimal(value);
  if (parsed !== undefined && Number.isFinite(parsed)) return parsed;
  const blank = typeof value === 'string' && value.trim() === '';
  ctx.issues.push({ code: 'custom', message: blank ? 'required' : 'number', input: value });
  return z.NEVER;
});

const zDecimalBetween = (min: number, max: number) => zDecimal.pipe(z.number().min(min, 'range').max(max, 'range'));
const zIntegerBetween = (min: number, max: number) =>
  zDecimal.pipe(z.number().int({ error: 'integer', abort: true }).min(min, 'range').max(max, 'range'));

export const zGrade = zDecimalBetween(GRADE_MIN, GRADE_MAX);
export const zMonths = zIntegerBetween(MONTHS_MIN, MONTHS_MAX);
/** Percentage of a full working day. */
export const zDedication = zDecimalBetween(DEDICATION_MIN, DEDICATION_MAX);
export const zDaysPerWeek = zIntegerBetween(DAYS_PER_WEEK_MIN, DAYS_PER_WEEK_MAX);

const DATA_URL_PREFIX = /^data:(?:[\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[^;,]*)*;base64,/;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;
/** Room for the longest data URL prefix a browser writes in front of the content. */
const MAX_CONTENT_CHARS = FILE_MAX_BASE64_CHARS + 256;

function base64Body(content: string): string {
  const prefix = DATA_URL_PREFIX.exec(content);
  return prefix ? content.slice(prefix[0].length) : content;
}

/** Bytes a data URL (or bare base64) decodes to; `undefined` when it is not base64. */
export function decodedBase64Size(content: string): number | undefined {
  const body = base64Body(content);
  if (body.length % 4 !== 0 || !BASE64_BODY.test(body)) return undefined;
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return (body.length / 4) * 3 - padding;
}

/** "PDF", ".pdf" and "pdf" name the same type. */
export function normaliseExtension(extension: string): string {
  return extension.trim().replace(/^\./, '').toLowerCase();
}

export function isAllowedExtension(extension: string, allowed: readonly string[] = ALLOWED_UPLOAD_EXTENSIONS): boolean {
  return allowed.includes(normaliseExtension(extension));
}

/** The content of an upload, as a data URL or bare base64, at most FILE_MAX_BYTES once decoded. */
export const zBase64File = z.string({ error: missingOr('malformed') }).superRefine((content, ctx) => {
  if (content.length > MAX_CONTENT_CHARS) {
    ctx.addIssue({ code: 'custom', message: 'fileSize', input: content });
    return;
  }
  const size = decodedBase64Size(content);
  if (size === undefined) ctx.addIssue({ code: 'custom', message: 'malformed', input: content });
  else if (size === 0) ctx.addIssue({ code: 'custom', message: 'required', input: content });
  else if (size > FILE_MAX_BYTES) ctx.addIssue({ code: 'custom', message: 'fileSize', input: content });
});

const zExtension = (allowed: readonly string[], key: ValidationKey) =>
  zFilledString(key)
    .transform(normaliseExtension)
    .refine((extension) => allowed.includes(extension), key);

export const zUploadExtension = zExtension(ALLOWED_UPLOAD_EXTENSIONS, 'fileType');
export const zPdfExtension = zExtension(PDF_ONLY_EXTENSIONS, 'pdfOnly');

/** Every PDF starts with "%PDF-", which is "JVBERi0" in base64: a renamed file of another type is refused. */
const looksLikePdf = (content: string) => base64Body(content).startsWith('JVBERi0');

const zFileName = zOptional(zFilledString().max(FILE_NAME_MAX, 'maxLength'));

/** An uploaded document as the spec's payloads carry it (spec 2 §3). */
export const zUploadedFile = z.object({
  ficheroB64ParaAltas: zBase64File,
  extension_adjunto: zUploadExtension,
  nombre: zFileName,
});

/** The same for student forms, which take PDF only. */
export const zUploadedPdf = z.object({
  ficheroB64ParaAltas: zBase64File.refine(looksLikePdf, 'pdfOnly'),
  extension_adjunto: zPdfExtension,
  nombre: zFileName,
});

/** A document given either as a file or as a link to it (spec 1 §5: "needs a file or a URL"). */
export const zFileOrUrl = z
  .object({
    ficheroB64ParaAltas: zOptional(zBase64File),
    extension_adjunto: zOptional(zUploadExtension),
    nombre: zFileName,
    url: zOptionalUrl,
  })
  .superRefine((document, ctx) => {
    if (document.ficheroB64ParaAltas !== undefined && document.extension_adjunto === undefined) {
      ctx.addIssue({ code: 'custom', message: 'fileType', path: ['extension_adjunto'], input: document });
    }
    if (document.ficheroB64ParaAltas === undefined && document.url === undefined) {
      ctx.addIssue({ code: 'custom', message: 'fileOrUrl', path: ['ficheroB64ParaAltas'], input: document });
    }
  });

const zIbanSegment = (length: number) =>
  zFilledString('iban').refine((segment) => /^[A-Z0-9]+$/.test(normaliseIban(segment)) && normaliseIban(segment).length === length, {
    error: 'iban',
    abort: true,
  });

const [first, second, third, fourth, fifth] = IBAN_SEGMENTS;

/** The agreement form's five IBAN inputs; parses to the whole IBAN. */
export const zIbanSegments = z
  .tuple([zIbanSegment(first), zIbanSegment(second), zIbanSegment(third), zIbanSegment(fourth), zIbanSegment(fifth)])
  .refine((segments) => isValidIban(joinIban(segments)), 'iban')
  .transform(joinIban);
