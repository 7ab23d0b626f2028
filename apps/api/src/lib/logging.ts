import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * Field names whose values are secrets or special personal data (passwords, tokens, DNI/NIE, IBAN, social
 * security number, bank account): masked wherever they appear one or two levels deep in a logged object.
 */
const SECRET_FIELDS = [
  'password',
  'passwordActual',
  'confirmacion',
  'token',
  'documento',
  'dni',
  'iban',
  'ibanDomiciliacion',
  'numeroSeguridadSocial',
  'nss',
];

/** Where a masked value can sit: request headers and any object passed to the logger. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

interface LoggedRequest {
  id: string;
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}

/**
 * Requests are logged by method and path only: no headers (the bearer token), no body (passwords, personal
 * data), no query string (a password-reset link carries its token there, a search carries what someone typed).
 */
function request(req: LoggedRequest) {
  return { id: req.id, method: req.method, path: req.url.split('?')[0], host: req.hostname, ip: req.ip };
}

/** An e-mail address in free text; the local part is bounded so that a long run without an `@` stays linear. */
const EMAIL_IN_TEXT = /[^\s@<>"'`,;:()[\]]{1,64}@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/**
 * E-mail addresses are personal data and the log is read by more people, and kept longer, than the accounts
 * table: an address is logged as its first character and its domain (`l***@example.org`), which still tells an
 * operator which institution's or provider's mail is failing.
 */
export function maskEmails(text: string): string {
  return text.replace(EMAIL_IN_TEXT, (address: string, domain: string) => `${address[0]}***@${domain}`);
}

/**
 * An error is logged by its kind and place, not its own properties (a database error's `detail` holds values);
 * its message and stack are cleared of e-mail addresses (an SMTP refusal names the recipient).
 */
function error(err: Error & { code?: string; statusCode?: number }) {
  return { type: err.name, message: maskEmails(err.message), code: err.code, statusCode: err.statusCode, stack: maskEmails(err.stack ?? '') };
}

/** The server's logger: pino with the masking above, writing to `stream` (stdout when absent). */
export function loggerOptions(level: string, stream?: DestinationStream): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: request, err: error },
    ...(stream ? { stream } : {}),
  };
}
