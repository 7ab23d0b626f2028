import { EMAIL_MAX } from '../validation/limits.ts';
import type { ValidationKey } from '../validation/messages.ts';

/**
 * The rules of the login's user and password, in plain code. The contract's `loginBody` (auth.ts) builds its zod
 * schema from these limits, and the login form checks with `checkCredentials`, so the login page paints without
 * zod. session.test.ts runs both over the same inputs: they give the same keys, or the test fails.
 */

/** One logs in with an e-mail address or an identity document; the longest e-mail address RFC 5321 allows. */
export const USUARIO_MAX = EMAIL_MAX;
/** Bounds the work of checking an attacker-chosen string at the door. */
export const LOGIN_PASSWORD_MAX = 200;

export interface LoginCredentials {
  usuario: string;
  password: string;
}

/** The key of the first rule each field breaks ('required', 'maxLength'), as the schema's issue messages name it. */
export type CredentialErrors = Partial<Record<keyof LoginCredentials, ValidationKey>>;

/** Counted in characters (code points), as zod counts: an emoji is one, not its two UTF-16 units. */
function lengthKey(value: string, max: number): ValidationKey | undefined {
  if (value.length === 0) return 'required';
  if (value.length > max && [...value].length > max) return 'maxLength';
  return undefined;
}

/**
 * The typed credentials checked as `loginBody` checks them: the broken rule of each field, and the credentials as
 * the schema passes them on. The password is taken as typed: spaces may be part of it.
 */
export function checkCredentials(input: LoginCredentials): { errors: CredentialErrors; credentials: LoginCredentials } {
  // Spaces around the user do not count: the schema trims it before it measures it, and sends it trimmed.
  const credentials = { usuario: input.usuario.trim(), password: input.password };
  const errors: CredentialErrors = {};
  const usuario = lengthKey(credentials.usuario, USUARIO_MAX);
  if (usuario) errors.usuario = usuario;
  const password = lengthKey(credentials.password, LOGIN_PASSWORD_MAX);
  if (password) errors.password = password;
  return { errors, credentials };
}
