import type { Language } from '../i18n/language.ts';
import { Status, type StatusCode } from '../codes/status.ts';

/**
 * What a failed rule is called. The shared zod schemas use these keys as their `message`, the forms turn a key
 * into text with `validationText`, and the API reports the catalogue code of `validationKeyToStatus`.
 */
export const VALIDATION_KEYS = [
  'required',
  'minLength',
  'maxLength',
  'malformed',
  'controlCharacters',
  'email',
  'dni',
  'iban',
  'cif',
  'taxId',
  'phone',
  'password',
  'passwordMismatch',
  'privacyPolicy',
  'acceptConditions',
  'fileType',
  'fileSize',
  'pdfOnly',
  'fileOrUrl',
  'range',
  'number',
  'integer',
  'url',
  'date',
  'dateOrder',
  'birthDate',
  'atLeastOne',
  'answerRequired',
  'noHtml',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (VALIDATION_KEYS as readonly string[]).includes(value);
}

/** Where the catalogue has a code for the very rule, that code; otherwise 15 (missing or wrong mandatory data). */
export const validationKeyToStatus: Record<ValidationKey, StatusCode> = {
  required: Status.MissingMandatoryData,
  minLength: Status.MissingMandatoryData,
  maxLength: Status.MissingMandatoryData,
  malformed: Status.MissingMandatoryData,
  controlCharacters: Status.MissingMandatoryData,
  email: Status.EmailMalformed,
  dni: Status.IdDocumentMalformed,
  iban: Status.IbanInvalid,
  cif: Status.CifMalformed,
  taxId: Status.CifMalformed,
  phone: Status.PhoneMalformed,
  password: Status.PasswordNotSecure,
  passwordMismatch: Status.MissingMandatoryData,
  privacyPolicy: Status.MissingMandatoryData,
  acceptConditions: Status.MissingMandatoryData,
  fileType: Status.FileTypeNotAllowed,
  fileSize: Status.MissingMandatoryData,
  pdfOnly: Status.FileTypeNotAllowed,
  fileOrUrl: Status.MissingMandatoryData,
  range: Status.MissingMandatoryData,
  number: Status.MissingMandatoryData,
  integer: Status.MissingMandatoryData,
  url: Status.MissingMandatoryData,
  date: Status.MissingMandatoryData,
  dateOrder: Status.StartDateAfterEndDate,
  birthDate: Status.MissingMandatoryData,
  atLeastOne: Status.MissingMandatoryData,
  answerRequired: Status.UnansweredQuestions,
  noHtml: Status.MissingMandatoryData,
};

/** The spec's own wording where it gives one (spec 1 §5), kept verbatim. */
const texts: Record<ValidationKey, Record<Language, string>> = {
  required: { ca: 'Aquest camp és requerit', es: 'Este campo es requerido', en: 'This field is required' },
  minLength: {
    ca: 'El camp no té la longitud mínima requerida',
    es: 'El campo no tiene la longitud mínima requerida',
    en: 'The field is shorter than the minimum length',
  },
  maxLength: {
    ca: 'El camp supera la longitud màxima permesa',
    es: 'El campo supera la longitud máxima permitida',
    en: 'The field is longer than the maximum length',
  },
  malformed: { ca: 'El camp està mal format', es: 'El campo está mal formado', en: 'The field is malformed' },
  controlCharacters: {
    ca: 'El camp conté caràcters no permesos',
    es: 'El campo contiene caracteres no permitidos',
    en: 'The field contains characters that are not allowed',
  },
  email: {
    ca: "Has d'indicar una adreça de correu electrònic vàlida",
    es: 'El email está mal formado',
    en: 'Please enter a valid e-mail address',
  },
  dni: { ca: 'El DNI està mal format', es: 'El DNI está mal formado', en: 'The DNI/NIE is malformed' },
  iban: { ca: "L'IBAN no és vàlid", es: 'El IBAN no es válido', en: 'The IBAN is not valid' },
  cif: { ca: 'El CIF està mal format', es: 'El CIF está mal formado', en: 'The CIF is malformed' },
  taxId: { ca: 'El CIF o NIF està mal format', es: 'El CIF o NIF está mal formado', en: 'The CIF or NIF is malformed' },
  phone: {
    ca: 'El telèfon ha de tenir almenys 9 dígits',
    es: 'El teléfono debe tener al menos 9 dígitos',
    en: 'The phone number must have at least 9 digits',
  },
  password: {
    ca: 'La contrasenya ha de tenir almenys 8 caràcters i un número',
    es: 'La contraseña debe tener al menos 8 caracteres y un número',
    en: 'The password must be at least 8 characters long and include a digit',
  },
  passwordMismatch: {
    ca: 'Les contrasenyes no coincideixen',
    es: 'Las contraseñas no coinciden',
    en: 'The passwords do not match',
  },
  privacyPolicy: {
    ca: "Has d'acceptar la política de privadesa",
    es: 'Debes aceptar la política de privacidad',
    en: 'You must accept the privacy policy',
  },
  acceptConditions: {
    ca: "Has d'acceptar les condicions",
    es: 'Debes aceptar las condiciones',
    en: 'You must accept the conditions',
  },
  fileType: {
    ca: 'Aquest tipus de fitxer no està permès',
    es: 'Este tipo de fichero no esta permitido',
    en: 'This file type is not allowed',
  },
  fileSize: {
    ca: 'El fitxer supera la mida màxima de 2 MB',
    es: 'El fichero supera el tamaño máximo de 2 MB',
    en: 'The file exceeds the maximum size of 2 MB',
  },
  pdfOnly: {
    ca: 'El fitxer ha de tenir format PDF',
    es: 'El fichero debe estar en formato PDF',
    en: 'The file must be in PDF format',
  },
  fileOrUrl: {
    ca: "Has d'adjuntar un fitxer o indicar un enllaç",
    es: 'Debes adjuntar un fichero o indicar un enlace',
    en: 'Attach a file or enter a link',
  },
  range: {
    ca: 'El valor està fora del rang permès',
    es: 'El valor está fuera del rango permitido',
    en: 'The value is outside the allowed range',
  },
  number: { ca: 'El valor ha de ser numèric', es: 'El valor debe ser numérico', en: 'The value must be a number' },
  integer: {
    ca: 'El valor ha de ser un nombre enter',
    es: 'El valor debe ser un número entero',
    en: 'The value must be a whole number',
  },
  url: { ca: "L'adreça web està mal formada", es: 'La dirección web está mal formada', en: 'The web address is malformed' },
  date: { ca: 'La data no és vàlida', es: 'La fecha no es válida', en: 'The date is not valid' },
  dateOrder: {
    ca: "La data d'inici ha de ser anterior a la de finalització",
    es: 'La fecha de inicio debe ser anterior a la de fin',
    en: 'The start date must be before the end date',
  },
  birthDate: {
    ca: 'La data de naixement ha de ser la d’una persona de 14 a 100 anys',
    es: 'La fecha de nacimiento debe ser la de una persona de 14 a 100 años',
    en: 'The date of birth must be that of a person aged 14 to 100',
  },
  atLeastOne: {
    ca: 'Has de seleccionar almenys una opció',
    es: 'Debes seleccionar al menos una opción',
    en: 'Select at least one option',
  },
  answerRequired: {
    ca: 'Has de respondre aquesta pregunta per continuar',
    es: 'Debes responder a esta pregunta para continuar',
    en: 'You must answer this question to continue',
  },
  noHtml: {
    ca: "Escriu el text sense etiquetes HTML: fes servir les convencions de la pàgina (## títol, - llista, [text](adreça))",
    es: 'Escribe el texto sin etiquetas HTML: usa las convenciones de la página (## título, - lista, [texto](dirección))',
    en: 'Write the text without HTML tags: use the page conventions (## heading, - list, [text](address))',
  },
};

/** Text of a key; anything that is not a key (a message from a schema outside this package) reads as malformed. */
export function validationText(key: string, language: Language): string {
  return texts[isValidationKey(key) ? key : 'malformed'][language];
}
