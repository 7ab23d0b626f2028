import crypto from 'node:crypto';
import * as oidc from 'openid-client';
import { Status, SURVEY_SSO_STATE_PREFIX, type SsoSettings } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { candidatesMatching, consumePendingLogin, findSso, saveSso, savePendingLogin, type SignOnSurvey, type SsoRow } from './sso.repository.ts';

export type { SignOnSurvey } from './sso.repository.ts';

/** A begun sign-on is answered within this time or not at all. */
export const SSO_LOGIN_MINUTES = 10;
/**
 * The issuer the demo data gives the UIB: outside production it stands for the demo provider the API runs
 * (demo-provider.ts), wherever that listens; in production nothing answers it.
 */
export const DEMO_ISSUER = 'http://demo-idp.localhost';
/** How long a provider's discovery document is reused. */
const DISCOVERY_MS = 10 * 60 * 1000;

export interface SsoDeps {
  now: () => Date;
  /** Plain-http providers are accepted outside production only (tests and the demo). */
  allowInsecure: boolean;
  /** The demo provider's issuer, when this process runs it (development only). */
  demoIssuer?: () => string | undefined;
  /** The providers' discovered configurations this app reuses (`providerOf`): the app's own, not the process's. */
  discovered: Map<string, { at: number; config: Promise<oidc.Configuration> }>;
}

export interface VerifiedPerson {
  /** The candidate's user id, in the institution. */
  userId: number;
  /** For a survey's sign-on: the person accepted the survey's data-protection clause before leaving. */
  surveyClauseAccepted: boolean;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

function issuerOf(sso: SsoRow, deps: SsoDeps): string {
  if (sso.issuer === DEMO_ISSUER) return deps.demoIssuer?.() ?? sso.issuer;
  return sso.issuer;
}

/** The provider's configuration (discovery), reused for a while; a provider that cannot be reached is 660. */
async function providerOf(sso: SsoRow, deps: SsoDeps): Promise<oidc.Configuration> {
  const issuer = issuerOf(sso, deps);
  const key = `${issuer}\0${sso.clientId}\0${sha256(sso.clientSecret)}`;
  const now = Date.now();
  const discovered = deps.discovered;
  let entry = discovered.get(key);
  if (!entry || now - entry.at > DISCOVERY_MS) {
    const options = deps.allowInsecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 };
    const config = oidc.discovery(new URL(issuer), sso.clientId, sso.clientSecret, undefined, options);
    entry = { at: now, config };
    discovered.set(key, entry);
    config.catch(() => discovered.delete(key));
  }
  try {
    return await entry.config;
  } catch {
    throw new AppError(Status.SsoProviderUnavailable);
  }
}

async function enabledSso(db: DbHandle, institutionId: string): Promise<SsoRow> {
  const sso = await findSso(db, institutionId);
  if (!sso.enabled || !sso.issuer || !sso.clientId) throw new AppError(Status.SsoOff);
  return sso;
}

/**
 * Begins a sign-on: a random state, nonce and PKCE verifier kept on the server (the state hashed) for
 * SSO_LOGIN_MINUTES; the answer is the provider's authorization address. `db` is asked for only once the provider
 * answered, so the call's transaction is not held open over the network. Begun for a survey, the row keeps it and
 * the state carries its key (SURVEY_SSO_STATE_PREFIX), which tells /acceso where the answer goes.
 */
export async function startSignOn(
  root: DbHandle,
  db: () => Promise<DbHandle>,
  deps: SsoDeps,
  input: { institutionId: string; redirectUri: string; survey?: SignOnSurvey },
): Promise<{ url: string }> {
  const sso = await enabledSso(root, input.institutionId);
  const provider = await providerOf(sso, deps);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = input.survey ? `${SURVEY_SSO_STATE_PREFIX}${input.survey.key}.${oidc.randomState()}` : oidc.randomState();
  const nonce = oidc.randomNonce();
  const now = deps.now();
  await savePendingLogin(
    await db(),
    {
      institutionId: input.institutionId,
      stateHash: sha256(state),
      nonce,
      codeVerifier,
      redirectUri: input.redirectUri,
      expiresAt: new Date(now.getTime() + SSO_LOGIN_MINUTES * 60_000),
      survey: input.survey ?? null,
    },
    now,
  );
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: input.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href };
}

/** The callback's parameters, from its query string (`?code=…&state=…`) or its whole address. */
function answerParams(respuesta: string): URLSearchParams {
  const query = respuesta.includes('?') ? respuesta.slice(respuesta.indexOf('?') + 1) : respuesta;
  return new URLSearchParams(query.split('#')[0]);
}

/** The value of the configured claim, only when the provider vouches for it (an e-mail must be verified). */
function verifiedClaim(claims: oidc.IDToken | undefined, name: string): string {
  const value = claims?.[name];
  if (typeof value !== 'string' || value.trim() === '') throw new AppError(Status.SsoClaimMissing);
  if (name === 'email' && claims?.email_verified !== true) throw new AppError(Status.SsoClaimMissing);
  return value.trim();
}

/**
 * THE check of an integrated-login answer, for the candidates' sign-in and for the surveys' integrated access
 * (`POST /api/Encuestas/validaRespuestaLoginIntegrado/{id}`): the state is taken once (unknown, used or expired:
 * 659), the code is exchanged with the PKCE verifier, and the ID token is checked (issuer, audience, signature,
 * nonce); the configured claim, vouched for by the provider, must match exactly one candidate of the institution
 * (662 otherwise). `db` is the root database: the state stays used even when a later step refuses. `surveyId` is
 * the survey the answer is given for (null: the candidates' login); a sign-on begun for anything else is 653, its
 * state used up all the same.
 */
export async function verifyIntegratedLogin(
  db: DbHandle,
  deps: SsoDeps,
  input: { institutionId: string; respuesta: string; surveyId: number | null },
): Promise<VerifiedPerson> {
  const sso = await enabledSso(db, input.institutionId);
  const params = answerParams(input.respuesta);
  const state = params.get('state');
  if (!state) throw new AppError(Status.SsoAnswerInvalid);
  const pending = await consumePendingLogin(db, input.institutionId, sha256(state), deps.now());
  if (!pending) throw new AppError(Status.SsoAnswerInvalid);
  if (pending.survey_id !== input.surveyId) throw new AppError(Status.SsoOtherPurpose);
  const provider = await providerOf(sso, deps);
  const callback = new URL(pending.redirect_uri);
  callback.search = params.toString();
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(provider, callback, {
      pkceCodeVerifier: pending.code_verifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    // The provider refused (a used code, a wrong verifier) or the answer does not check: the answer is not valid.
    // Anything else (no connection) is the provider being unavailable.
    if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ClientError) {
      throw new AppError(Status.SsoAnswerInvalid);
    }
    throw new AppError(Status.SsoProviderUnavailable);
  }
  const value = verifiedClaim(claims, sso.claim);
  const matches = await candidatesMatching(db, input.institutionId, sso.field, value);
  if (matches.length !== 1) throw new AppError(Status.SsoNoCandidate);
  return { userId: matches[0]!.id, surveyClauseAccepted: pending.survey_clause_accepted };
}

// The back office's settings.

const describe = (sso: SsoRow) =>
  `${sso.enabled ? 'on' : 'off'}; ${sso.issuer || '-'}; ${sso.clientId || '-'}; ${sso.claim} -> ${sso.field}; ${sso.clientSecret ? 'secret kept' : 'no secret'}`;

export function presentSettings(sso: SsoRow, redirectUri: string): SsoSettings {
  return {
    activo: sso.enabled,
    emisor: sso.issuer,
    idCliente: sso.clientId,
    secretoGuardado: sso.clientSecret !== '',
    claim: sso.claim,
    campo: sso.field,
    urlRetorno: redirectUri,
  };
}

export async function readSettings(db: DbHandle, actor: Actor): Promise<SsoRow> {
  return findSso(db, actor.institutionId);
}

/** An issuer is an absolute http(s) address without query or fragment (a provider inside the network may have no public name). */
function isIssuerAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const fieldError = (campo: string, clave: string) =>
  new AppError(Status.MissingMandatoryData, { datos: { errores: [{ campo, codigo: Status.MissingMandatoryData, clave }] } });

/** Staff set the provider up. Turning it on needs an issuer address, a client id and a secret (given or kept). */
export async function editSettings(
  db: DbHandle,
  actor: Actor,
  input: { activo: boolean; emisor: string; idCliente: string; secreto?: string; claim: string; campo: SsoRow['field'] },
): Promise<SsoRow> {
  const before = await findSso(db, actor.institutionId);
  const next: SsoRow = {
    enabled: input.activo,
    issuer: input.emisor,
    clientId: input.idCliente,
    clientSecret: input.secreto ? input.secreto : before.clientSecret,
    claim: input.claim,
    field: input.campo,
  };
  if (next.issuer !== '' && !isIssuerAddress(next.issuer)) throw fieldError('emisor', 'url');
  if (next.enabled) {
    if (!next.issuer) throw fieldError('emisor', 'required');
    if (!next.clientId) throw fieldError('idCliente', 'required');
    if (!next.clientSecret) throw fieldError('secreto', 'required');
  }
  const secretChanged = next.clientSecret !== before.clientSecret;
  if (describe(before) !== describe(next) || secretChanged) {
    await saveSso(db, actor.institutionId, next, actor.userId);
    await recordAudit(db, actor, {
      entity: 'setting',
      entityId: null,
      action: 'editSso',
      from: describe(before),
      to: describe(next),
      detail: secretChanged ? 'client secret changed' : null,
    });
  }
  return next;
}
