import crypto from 'node:crypto';
import { GOD_MODE_PASS_HOURS, Status } from '@portal/shared';

/**
 * God-mode passes (packages/shared/src/contract/god-mode.ts): `gm1.<payload>.<signature>`, the payload the base64url
 * JSON `{ i: institution, u: staff user, t: issued at, e: expires at }` (seconds), the signature its HMAC-SHA256
 * under a key derived from the server's token secret (so neither a session token nor anything else the server signs
 * is a pass). Checking one is a hash of a few hundred bytes and reads nothing: the maintenance hook does it only
 * for a call that maintenance would refuse and that carries a pass.
 */
export interface PassClaims {
  institutionId: string;
  userId: number;
  issuedAt: number;
  expiresAt: number;
}

export type PassCheck =
  | { ok: true; claims: PassClaims }
  | { ok: false; status: typeof Status.GodModePassInvalid | typeof Status.GodModePassExpired | typeof Status.GodModePassOtherInstitution | typeof Status.GodModePassRevoked };

export interface GodModePasses {
  create(institutionId: string, userId: number): { pass: string; expiresAt: Date };
  /** `withdrawnUntil`: passes issued before this second are withdrawn (institution setting, 0 when none). */
  check(pass: string, institutionId: string, withdrawnUntil: number): PassCheck;
}

const PREFIX = 'gm1';

export function createGodModePasses(secret: string, now: () => Date): GodModePasses {
  const key = crypto.createHash('sha256').update(`god-mode-pass:${secret}`).digest();
  const sign = (payload: string) => crypto.createHmac('sha256', key).update(`${PREFIX}.${payload}`).digest('base64url');
  const seconds = () => Math.floor(now().getTime() / 1000);

  return {
    create(institutionId, userId) {
      const issuedAt = seconds();
      const expiresAt = issuedAt + GOD_MODE_PASS_HOURS * 3600;
      const payload = Buffer.from(JSON.stringify({ i: institutionId, u: userId, t: issuedAt, e: expiresAt })).toString('base64url');
      return { pass: `${PREFIX}.${payload}.${sign(payload)}`, expiresAt: new Date(expiresAt * 1000) };
    },
    check(pass, institutionId, withdrawnUntil) {
      const invalid = { ok: false, status: Status.GodModePassInvalid } as const;
      const [prefix, payload, signature, extra] = pass.trim().split('.');
      if (prefix !== PREFIX || !payload || !signature || extra !== undefined) return invalid;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return invalid;
      let claims: PassClaims;
      try {
        const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
        if (typeof raw.i !== 'string' || typeof raw.u !== 'number' || typeof raw.t !== 'number' || typeof raw.e !== 'number') return invalid;
        claims = { institutionId: raw.i, userId: raw.u, issuedAt: raw.t, expiresAt: raw.e };
      } catch {
        return invalid;
      }
      if (claims.institutionId !== institutionId) return { ok: false, status: Status.GodModePassOtherInstitution };
      if (claims.expiresAt <= seconds()) return { ok: false, status: Status.GodModePassExpired };
      if (claims.issuedAt < withdrawnUntil) return { ok: false, status: Status.GodModePassRevoked };
      return { ok: true, claims };
    },
  };
}
