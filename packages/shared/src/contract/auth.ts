import { z } from 'zod';
import { ID_MAX } from '../validation/limits.ts';
import { defineCall, type Role } from './define-call.ts';
import { zPassword, zPasswordWithConfirmation } from '../validation/schemas.ts';
import { LOGIN_PASSWORD_MAX, USUARIO_MAX } from './login-credentials.ts';

// The limits are login-credentials.ts's, which also checks them without zod for the login form.
const zUsuario = z.string({ error: 'required' }).trim().min(1, 'required').max(USUARIO_MAX, 'maxLength');

export const loginBody = z.object({
  usuario: zUsuario,
  password: z.string({ error: 'required' }).min(1, 'required').max(LOGIN_PASSWORD_MAX, 'maxLength'),
  /** Chosen company, for a contact of several companies (second login step). */
  idEmpresa: z.coerce.number().int().positive().max(ID_MAX).optional(),
});

export const sessionUser = z.object({
  id: z.number(),
  rol: z.enum(['Alumno', 'Empresa', 'Gestor']),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  idioma: z.enum(['ca', 'es', 'en']),
  idEmpresa: z.number().optional(),
  nombreEmpresa: z.string().optional(),
  /** The access key of a mandatory survey the person still has to answer: the portal sends them to it until it is answered. */
  encuestaObligatoria: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const companyChoice = z.object({ idEmpresa: z.number(), nombre: z.string() });

/**
 * Either a token (login done; `rgpdPendiente` asks for the data-protection step first) or, for a contact of
 * several companies who did not name one, the companies to choose from.
 */
export const loginDatos = z.object({
  token: z.string().optional(),
  expira: z.number().optional().describe('Expiry of the token, seconds since the epoch'),
  rgpdPendiente: z.boolean().optional(),
  usuario: sessionUser.optional(),
  empresas: z.array(companyChoice).optional(),
});

const loginCall = (role: Role) =>
  defineCall({
    name: 'logaUsuario',
    method: 'POST',
    path: `/api/${role}/logaUsuario`,
    roles: 'public',
    changeLog: role === 'Alumno' ? { exempt: 'candidateSignIn' } : 'logged',
    summary: `Log in as ${role}`,
    body: loginBody,
    datos: loginDatos,
  });

export const rgpdText = z.object({ version: z.number(), texto: z.string() });
const rgpdTextCall = (role: 'Alumno' | 'Empresa') =>
  defineCall({
    name: 'dameTextoRGPDactual',
    method: 'GET',
    path: `/api/${role}/dameTextoRGPDactual`,
    roles: 'public',
    summary: 'Current data-protection text, in the language of the request',
    datos: rgpdText,
  });
const rgpdAcceptCall = (role: 'Alumno' | 'Empresa') =>
  defineCall({
    name: 'guardaAceptacionRGPD',
    method: 'GET',
    path: `/api/${role}/guardaAceptacionRGPD`,
    roles: [role],
    allowedBeforeRgpd: true,
    summary: 'Records the acceptance of the current data-protection text and returns a full session token',
    datos: loginDatos,
  });

export const languageBody = z.object({ idIdioma: z.coerce.number().int().min(1, 'range').max(3, 'range') });
const languageCall = (role: Role) =>
  defineCall({
    name: 'editarIdiomaPreferido',
    method: 'POST',
    path: `/api/${role}/editarIdiomaPreferido`,
    roles: [role],
    changeLog: { exempt: 'ownLanguage' },
    allowedBeforeRgpd: true,
    summary: 'Stores the preferred interface language',
    body: languageBody,
    datos: z.object({ idioma: z.enum(['ca', 'es', 'en']) }),
  });

export const resetRequestBody = z.object({
  usuario: zUsuario.optional(),
  nick: zUsuario.optional(),
  cif: zUsuario.optional(),
});
export const resetBody = z
  .object({ token: z.string({ error: 'required' }).min(10, 'malformed').max(200, 'malformed') })
  .and(zPasswordWithConfirmation);
export const changePasswordBody = z
  .object({ passwordActual: z.string({ error: 'required' }).min(1, 'required').max(200, 'maxLength') })
  .and(zPasswordWithConfirmation);

const okDatos = z.object({}).passthrough();

/** A new password ends every earlier session; the caller carries on with this token. */
export const passwordChangedDatos = z.object({
  token: z.string(),
  expira: z.number().describe('Expiry of the token, seconds since the epoch'),
});

/**
 * Logout on the server (not in the spec): the role's `cerrarSesion` ends every token of the user, on every
 * device. Any token of the user may end the session, even one still waiting for the data-protection acceptance.
 */
const logoutCall = (role: Role) =>
  defineCall({
    name: 'cerrarSesion',
    method: 'POST',
    path: `/api/${role}/cerrarSesion`,
    roles: [role],
    changeLog: { exempt: 'ownSessions' },
    allowedBeforeRgpd: true,
    summary: 'Ends every session of the user (tokens issued before are refused with 2)',
    datos: okDatos,
  });

export const authCalls = {
  loginCandidate: loginCall('Alumno'),
  loginCompany: loginCall('Empresa'),
  loginStaff: loginCall('Gestor'),
  companiesOfUser: defineCall({
    name: 'dameEmpresasDelUsuario',
    method: 'POST',
    path: '/api/Empresa/dameEmpresasDelUsuario',
    roles: 'public',
    changeLog: { exempt: 'companyChoice' },
    summary: 'Companies a contact may log in for (needs the same credentials as the login)',
    body: loginBody,
    datos: z.object({ empresas: z.array(companyChoice) }),
  }),
  rgpdTextCandidate: rgpdTextCall('Alumno'),
  rgpdTextCompany: rgpdTextCall('Empresa'),
  rgpdAcceptCandidate: rgpdAcceptCall('Alumno'),
  rgpdAcceptCompany: rgpdAcceptCall('Empresa'),
  languageCandidate: languageCall('Alumno'),
  languageCompany: languageCall('Empresa'),
  languageStaff: languageCall('Gestor'),
  resetRequestCandidate: defineCall({
    name: 'solicitarReseteoPassword',
    method: 'POST',
    path: '/api/Alumno/solicitarReseteoPassword',
    roles: 'public',
    changeLog: { exempt: 'ownPassword' },
    summary: 'Sends a password-reset link by e-mail (524 when no such user)',
    body: resetRequestBody,
    datos: okDatos,
  }),
  resetRequestCompany: defineCall({
    name: 'recuerdoPassword',
    method: 'POST',
    path: '/api/Empresa/recuerdoPassword',
    roles: 'public',
    changeLog: { exempt: 'ownPassword' },
    summary: 'Sends a password-reset link to a company contact, found by e-mail, nick or CIF (524 when none)',
    body: resetRequestBody,
    datos: okDatos,
  }),
  resetCandidate: defineCall({
    name: 'restablecerPassword',
    method: 'POST',
    path: '/api/Alumno/restablecerPassword',
    roles: 'public',
    changeLog: { exempt: 'ownPassword' },
    summary: 'Sets a new password with the link token (42 expired or used)',
    body: resetBody,
    datos: okDatos,
  }),
  resetCompany: defineCall({
    name: 'restablecerPassword',
    method: 'POST',
    path: '/api/Empresa/restablecerPassword',
    roles: 'public',
    changeLog: { exempt: 'ownPassword' },
    summary: 'Sets a new company-contact password with the link token (42 expired or used)',
    body: resetBody,
    datos: okDatos,
  }),
  setPasswordCompany: defineCall({
    name: 'establecerPassword',
    method: 'POST',
    path: '/api/Empresa/establecerPassword',
    roles: 'public',
    changeLog: { exempt: 'ownPassword' },
    summary: 'First password of a new company contact (43 when already set, 42 expired or used)',
    body: resetBody,
    datos: okDatos,
  }),
  changePasswordCandidate: defineCall({
    name: 'editarPassword',
    method: 'POST',
    path: '/api/Alumno/editarPassword',
    roles: ['Alumno'],
    changeLog: { exempt: 'ownPassword' },
    summary: 'Changes the password (3 when the current one is wrong); earlier tokens end, datos.token replaces them',
    body: changePasswordBody,
    datos: passwordChangedDatos,
  }),
  changePasswordCompany: defineCall({
    name: 'editaUsuario',
    method: 'POST',
    path: '/api/Empresa/editaUsuario',
    roles: ['Empresa'],
    changeLog: { exempt: 'ownPassword' },
    summary: 'Changes the contact password (3 when the current one is wrong)',
    body: changePasswordBody,
    datos: passwordChangedDatos,
  }),
  changePasswordStaff: defineCall({
    name: 'editarPassword',
    method: 'POST',
    path: '/api/Gestor/editarPassword',
    roles: ['Gestor'],
    changeLog: { exempt: 'ownPassword' },
    summary: 'Changes the staff password (3 when the current one is wrong)',
    body: changePasswordBody,
    datos: passwordChangedDatos,
  }),
  logoutCandidate: logoutCall('Alumno'),
  logoutCompany: logoutCall('Empresa'),
  logoutStaff: logoutCall('Gestor'),
  accountCandidate: defineCall({
    name: 'editaUsuario',
    method: 'GET',
    path: '/api/Alumno/editaUsuario',
    roles: ['Alumno'],
    allowedBeforeRgpd: true,
    summary: 'The logged-in candidate',
    datos: sessionUser,
  }),
  accountCompany: defineCall({
    name: 'editaUsuario',
    method: 'GET',
    path: '/api/Empresa/editaUsuario',
    roles: ['Empresa'],
    allowedBeforeRgpd: true,
    summary: 'The logged-in company contact and company',
    datos: sessionUser,
  }),
  accountStaff: defineCall({
    name: 'editaUsuario',
    method: 'GET',
    path: '/api/Gestor/editaUsuario',
    roles: ['Gestor'],
    summary: 'The logged-in staff member',
    datos: sessionUser,
  }),
} as const;

export { zPassword };
