import { useSyncExternalStore } from 'react';
import { TOKEN_STORAGE_KEY, type Role, type SessionUser } from '@portal/shared';

/**
 * The session: the bearer token (kept in local storage under `_token`, spec 2 §4) and the logged user. A small
 * external store rather than React state, so the API client can end the session on code 2 from outside React.
 */
export interface Session {
  token: string | null;
  user: SessionUser | null;
}

export interface TokenClaims {
  exp?: number;
  rol?: string;
  role?: string;
  [claim: string]: unknown;
}

type Listener = () => void;

let current: Session = { token: null, user: null };
const listeners = new Set<Listener>();
const sessionLostListeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return safeStorage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}

/** Decodes the payload of a JWT without verifying it (the server verifies; the client only reads `exp` and the role). */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** Spec 1 §4: the expiry claim compared with the current time, in seconds. An unreadable token counts as expired. */
export function isTokenExpired(token: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const exp = decodeTokenClaims(token)?.exp;
  return typeof exp !== 'number' || exp <= nowSeconds;
}

export function roleOfToken(token: string): Role | null {
  const claims = decodeTokenClaims(token);
  const role = claims?.rol ?? claims?.role;
  return role === 'Alumno' || role === 'Empresa' || role === 'Gestor' ? role : null;
}

export function getSession(): Session {
  return current;
}

export function getToken(): string | null {
  return current.token ?? readStoredToken();
}

/** Stores the full token and the user: the last step of a login (after the company choice and the RGPD step). */
export function startSession(token: string, user: SessionUser): void {
  safeStorage()?.setItem(TOKEN_STORAGE_KEY, token);
  current = { token, user };
  emit();
}

export function setSessionUser(user: SessionUser): void {
  current = { ...current, user };
  emit();
}

/** Forgets the token and the user. `lost` tells listeners the server refused the session (code 2). */
export function endSession(reason: 'logout' | 'lost' = 'logout'): void {
  safeStorage()?.removeItem(TOKEN_STORAGE_KEY);
  current = { token: null, user: null };
  emit();
  if (reason === 'lost') for (const listener of sessionLostListeners) listener();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when the session is lost (code 2); the root layout navigates to /login. */
export function onSessionLost(listener: Listener): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function useUser(): SessionUser | null {
  return useSession().user;
}
