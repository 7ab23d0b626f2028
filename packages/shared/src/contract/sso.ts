import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { loginDatos } from './auth.ts';

/**
 * Single sign-on with OpenID Connect, per institution and off by default (docs/decisions.md, "Single sign-on").
 * The web's /acceso asks for the provider's address (`iniciaLoginIntegrado`), the provider sends the person back to
 * /acceso with a code and a state, and the web hands that answer to `validaRespuestaLoginIntegrado` (spec 2 §7.1),
 * which signs the matching candidate in like the password login. Staff set the provider up in the back office.
 */

/** The candidate fields a verified claim may be matched against. */
export const SSO_CANDIDATE_FIELDS = ['email', 'documento'] as const;
export type SsoCandidateField = (typeof SSO_CANDIDATE_FIELDS)[number];

export const SSO_ISSUER_MAX = 500;
export const SSO_CLIENT_ID_MAX = 200;
export const SSO_SECRET_MAX = 500;
/** A claim's name: letters, digits and the separators of namespaced claims (`https://uib.es/dni`, `urn:...:dni`). */
export const SSO_CLAIM_PATTERN = /^[A-Za-z0-9_:./-]{1,120}$/;
/** The callback's query string (`?code=…&state=…`) or its whole address. */
export const SSO_ANSWER_MAX = 4000;

const zFlag = z.boolean({ error: 'malformed' });

/** The staff's view of the settings: the client secret never leaves the server, only whether one is kept. */
export const ssoSettings = z.object({
  activo: z.boolean(),
  emisor: z.string().describe("The provider's issuer address (its discovery document is at /.well-known/openid-configuration)"),
  idCliente: z.string(),
  secretoGuardado: z.boolean().describe('Whether a client secret is kept (never answered)'),
  claim: z.string().describe('The claim of the ID token that identifies the person'),
  campo: z.enum(SSO_CANDIDATE_FIELDS).describe("The candidate's field the claim is matched against"),
  urlRetorno: z.string().describe('The address to register at the provider as redirect URI'),
});
export type SsoSettings = z.infer<typeof ssoSettings>;

export const ssoSettingsBody = z.object({
  activo: zFlag,
  emisor: z.string({ error: 'malformed' }).trim().max(SSO_ISSUER_MAX, 'maxLength'),
  idCliente: z.string({ error: 'malformed' }).trim().max(SSO_CLIENT_ID_MAX, 'maxLength'),
  /** Empty or absent: keep the stored secret. */
  secreto: z.string({ error: 'malformed' }).max(SSO_SECRET_MAX, 'maxLength').optional(),
  claim: z.string({ error: 'required' }).trim().regex(SSO_CLAIM_PATTERN, 'malformed'),
  campo: z.enum(SSO_CANDIDATE_FIELDS, { error: 'malformed' }),
});

export const ssoAnswerBody = z.object({
  respuesta: z.string({ error: 'required' }).min(1, 'required').max(SSO_ANSWER_MAX, 'maxLength'),
});

export const ssoCalls = {
  start: defineCall({
    name: 'iniciaLoginIntegrado',
    method: 'POST',
    path: '/api/Alumno/iniciaLoginIntegrado',
    roles: 'public',
    changeLog: { exempt: 'candidateSignIn' },
    summary: "Begins a single sign-on: the provider's authorization address (state, nonce and PKCE kept by the server for 10 minutes)",
    datos: z.object({ url: z.string() }),
  }),
  answer: defineCall({
    name: 'validaRespuestaLoginIntegrado',
    method: 'POST',
    path: '/api/Alumno/validaRespuestaLoginIntegrado',
    roles: 'public',
    changeLog: { exempt: 'candidateSignIn' },
    summary: "Checks the provider's answer (code and state), matches the verified claim to a candidate and signs them in",
    body: ssoAnswerBody,
    datos: loginDatos,
  }),
  settings: defineCall({
    name: 'dameAccesoUnicoGestor',
    method: 'GET',
    path: '/api/Gestor/dameAccesoUnicoGestor',
    roles: ['Gestor'],
    summary: "The institution's single sign-on settings (without the client secret)",
    datos: ssoSettings,
  }),
  editSettings: defineCall({
    name: 'editaAccesoUnicoGestor',
    method: 'POST',
    path: '/api/Gestor/editaAccesoUnicoGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: "Sets the institution's single sign-on: provider, client, and the claim that identifies the person",
    body: ssoSettingsBody,
    datos: ssoSettings,
  }),
} as const;
