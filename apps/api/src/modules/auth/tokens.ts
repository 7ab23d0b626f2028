import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '@portal/shared';

export interface SessionClaims {
  userId: number;
  role: Role;
  institutionId: string;
  companyId?: number;
  /** False while the user still has to accept the current data-protection text. */
  rgpd: boolean;
  /** The user's token version at issue; a password change, reset or logout raises it and ends this token. */
  tokenVersion: number;
  exp: number;
}

export interface TokenService {
  sign(claims: Omit<SessionClaims, 'exp'>): Promise<{ token: string; exp: number }>;
  /** Null when the token is expired, forged or malformed: all the same to the caller (code 2). */
  verify(token: string): Promise<SessionClaims | null>;
}

export function createTokenService(secret: string, ttlSeconds: number, now: () => Date): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      const iat = Math.floor(now().getTime() / 1000);
      const exp = iat + ttlSeconds;
      const token = await new SignJWT({
        rol: claims.role,
        ins: claims.institutionId,
        emp: claims.companyId,
        rgpd: claims.rgpd,
        ver: claims.tokenVersion,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, exp };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.rol !== 'string' || typeof payload.ins !== 'string' || !payload.exp) {
          return null;
        }
        return {
          userId,
          role: payload.rol as Role,
          institutionId: payload.ins,
          companyId: typeof payload.emp === 'number' ? payload.emp : undefined,
          rgpd: payload.rgpd !== false,
          // Tokens issued before versions existed belong to version 0, the version every user started with.
          tokenVersion: typeof payload.ver === 'number' ? payload.ver : 0,
          exp: payload.exp,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
