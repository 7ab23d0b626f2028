/**
 * Named limits of spec 2 §9 and spec 1 §5. The API schemas and the forms read them from here, so a form's
 * `maxLength` and the server's refusal can never disagree.
 */

export const TEXT_MIN = 3;
export const TEXT_MAX = 150;
export const POSTAL_ADDRESS_MAX = 250;
/**
 * A candidate's first name and surnames: 1-150, in registration and in the CV alike. The spec's 3-character
 * minimum is its general rule and the one it names for company contacts and agreement signers; it would refuse
 * real names such as "Li" or "Ng".
 */
export const PERSON_NAME_MIN = 1;
export const PERSON_NAME_MAX = TEXT_MAX;

export const DATA_PROTECTION_TEXT_MIN = 3;
export const DATA_PROTECTION_TEXT_MAX = 5000;
/** The editor may hold markup around the text, so the input accepts more than the stored text may keep. */
export const DATA_PROTECTION_TEXT_INPUT_MAX = 50000;

export const ORDER_NUMBER_MAX = 250;

/** Counted in digits: spaces and a leading + do not count. 15 is the longest number E.164 allows. */
export const PHONE_MIN = 9;
export const PHONE_MAX = 15;

export const PASSWORD_MIN = 8;
/** Bounds the work of hashing an attacker-chosen string; no person types more. */
export const PASSWORD_MAX = 128;

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX = 254;

export const URL_MAX = 2048;

/**
 * The spec says both "2 MB" and "2000 KB". 2,000,000 bytes is the smallest reading of either, so a file
 * accepted here is accepted under every interpretation the users may have been told.
 */
export const FILE_MAX_BYTES = 2_000_000;
/** Base64 turns every 3 bytes into 4 characters; the API's body limit must leave room for this plus the data URL prefix. */
export const FILE_MAX_BASE64_CHARS = Math.ceil(FILE_MAX_BYTES / 3) * 4;

/** The longest file name common file systems store. */
export const FILE_NAME_MAX = 255;

export const PHOTO_MAX_PX = 1000;

export const GRADE_MIN = 1;
export const GRADE_MAX = 4;
export const MONTHS_MIN = 0;
export const MONTHS_MAX = 12;
export const DEDICATION_MIN = 0;
export const DEDICATION_MAX = 100;
export const DAYS_PER_WEEK_MIN = 1;
export const DAYS_PER_WEEK_MAX = 7;

/** The agreement form's IBAN inputs: a Spanish IBAN (24 characters) in the groups printed on bank documents. */
export const IBAN_SEGMENTS = [4, 4, 4, 2, 10] as const;

/** Free-text survey answers: the limit one brand has, applied to all so no answer is cut on a brand switch. */
export const SURVEY_TEXT_MAX = 256;

export const ALLOWED_UPLOAD_EXTENSIONS = [
  'docx',
  'doc',
  'pdf',
  'odt',
  'odp',
  'txt',
  'pptx',
  'pps',
  'ppsx',
  'ppt',
  'csv',
  'xlsx',
  'png',
  'jpg',
  'jpeg',
  'bmp',
  'gif',
  'tiff',
  'tif',
] as const;
export type UploadExtension = (typeof ALLOWED_UPLOAD_EXTENSIONS)[number];

/** Student forms accept PDF only (spec 2 §5). */
export const PDF_ONLY_EXTENSIONS = ['pdf'] as const;

export const PROFILE_PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/** Ids are PostgreSQL `integer` columns: a larger number names no row and is refused as out of range, never sent to the database. */
export const ID_MAX = 2_147_483_647;

/** Salaries and grants are euros a year (or a month, for grants): anything above this is a typo, refused as out of range. */
export const SALARY_MAX = 9_999_999;
