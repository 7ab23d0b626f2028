import { describe, expect, it } from 'vitest';
import { checkCredentials, LOGIN_PASSWORD_MAX, USUARIO_MAX, type CredentialErrors } from './login-credentials.ts';
import { loginBody } from './auth.ts';

const credentialsSchema = loginBody.pick({ usuario: true, password: true });

/** What the contract's schema says of the credentials: the first key of each field, or the value it passes on. */
function bySchema(input: { usuario: string; password: string }) {
  const result = credentialsSchema.safeParse(input);
  if (result.success) return { errors: {}, credentials: result.data };
  const errors: CredentialErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof CredentialErrors;
    errors[field] ??= issue.message as NonNullable<CredentialErrors[typeof field]>;
  }
  return { errors, credentials: undefined };
}

const usuarios = [
  '',
  ' ',
  ' \t\n ',
  '\u00a0\u3000',
  'a',
  'alumno@example.org',
  '  alumno@example.org  ',
  '12345678Z',
  'X1234567L',
  'x'.repeat(USUARIO_MAX),
  'x'.repeat(USUARIO_MAX + 1),
  // Spaces around do not count towards the limit.
  `  ${'x'.repeat(USUARIO_MAX)}  `,
  // Length in characters (code points), as the schema counts: each emoji is one, in two UTF-16 units.
  '😀'.repeat(USUARIO_MAX),
  '😀'.repeat(USUARIO_MAX + 1),
  // A lone surrogate (a broken pair pasted in) is one character on its own.
  `${'x'.repeat(USUARIO_MAX - 1)}\ud83d`,
  `${'x'.repeat(USUARIO_MAX)}\ud83d`,
];
const passwords = [
  '',
  ' ',
  '   ',
  'Demo1234',
  ' Demo1234 ',
  'x'.repeat(LOGIN_PASSWORD_MAX),
  'x'.repeat(LOGIN_PASSWORD_MAX + 1),
  ` ${'x'.repeat(LOGIN_PASSWORD_MAX)}`,
  'ñ😀'.repeat(LOGIN_PASSWORD_MAX / 2),
  'ñ😀'.repeat(LOGIN_PASSWORD_MAX / 2) + '😀',
];

/** A short name for a long value in the test titles. */
const shown = (value: string) => (value.length > 16 ? `${JSON.stringify(value.slice(0, 6))}… (${value.length} UTF-16 units)` : JSON.stringify(value));

describe('checkCredentials', () => {
  const cases = usuarios.flatMap((usuario) => passwords.map((password) => ({ usuario, password })));

  it.each(cases.map((input) => [shown(input.usuario), shown(input.password), input] as const))('gives the keys of the login schema for usuario %s, password %s', (_usuario, _password, input) => {
    const schema = bySchema(input);
    const plain = checkCredentials(input);
    expect(plain.errors).toEqual(schema.errors);
    if (schema.credentials) expect(plain.credentials).toEqual(schema.credentials);
  });

  it('covers every rule of the schema in its table: required and too long, on both fields, and valid input', () => {
    const seen = new Set(cases.flatMap((input) => Object.entries(bySchema(input).errors).map(([field, key]) => `${field}:${key}`)));
    expect([...seen].sort()).toEqual(['password:maxLength', 'password:required', 'usuario:maxLength', 'usuario:required']);
    expect(cases.some((input) => bySchema(input).credentials !== undefined)).toBe(true);
  });

  it('sends the user trimmed and the password as typed', () => {
    expect(checkCredentials({ usuario: '  alumno@example.org ', password: ' Demo1234 ' })).toEqual({
      errors: {},
      credentials: { usuario: 'alumno@example.org', password: ' Demo1234 ' },
    });
    expect(checkCredentials({ usuario: ' ', password: 'x'.repeat(LOGIN_PASSWORD_MAX + 1) }).errors).toEqual({ usuario: 'required', password: 'maxLength' });
  });
});
