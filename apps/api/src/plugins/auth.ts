import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Status, type CallDefinition } from '@portal/shared';
import { AppError } from '../lib/app-error.ts';
import type { Db } from '../db/database.ts';
import type { SessionClaims, TokenService } from '../modules/auth/tokens.ts';
import { inInstitution } from '../lib/scoped.ts';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Every protected call checks, on the server: a valid unexpired token (else 2), issued by this institution
 * (else 2), the call's role (else 607), the data-protection acceptance (else 607) and that the user is still
 * allowed in (blocked 90, removed 2) with a token not revoked by a password change, reset or logout (2), and a
 * company contact's company is still validated (blocked by the service: 9) and the person still one of its
 * contacts (removed by the company: 2). The rows are read on each call so a block, a revocation or a removal takes
 * effect at once.
 */
export function registerAuth(app: FastifyInstance, db: Db, tokens: TokenService): void {
  app.decorateRequest('session', undefined);
  app.decorate('authenticate', async (request: FastifyRequest, call: CallDefinition): Promise<SessionClaims> => {
    const token = bearer(request);
    if (!token) throw new AppError(Status.SessionExpired);
    const claims = await tokens.verify(token);
    if (!claims || claims.institutionId !== request.institution.id) throw new AppError(Status.SessionExpired);
    if (call.roles !== 'public' && !call.roles.includes(claims.role)) throw new AppError(Status.Forbidden);
    if (!claims.rgpd && !call.allowedBeforeRgpd) throw new AppError(Status.Forbidden);
    // One indexed lookup: the user row and, for a company contact, the company's state and the person's link to it.
    const companyId = claims.companyId ?? null;
    const user = await db
      .selectFrom('users as u')
      .leftJoin('companies as c', (join) => join.on('c.id', '=', companyId))
      .leftJoin('company_contacts as cc', (join) => join.onRef('cc.user_id', '=', 'u.id').on('cc.company_id', '=', companyId))
      .select(['u.blocked', 'u.deregistered_at', 'u.token_version', 'c.state as company_state', 'cc.company_id as linked_company_id'])
      .where('u.id', '=', claims.userId)
      .$call(inInstitution(claims.institutionId, 'u.institution_id'))
      .executeTakeFirst();
    if (!user || user.deregistered_at || user.token_version !== claims.tokenVersion) throw new AppError(Status.SessionExpired);
    // A contact removed from the company (borraContactoEmpresa): the sessions for that company end, others stay.
    if (companyId !== null && user.linked_company_id === null) throw new AppError(Status.SessionExpired);
    if (user.blocked) throw new AppError(Status.Blocked);
    if (companyId !== null && user.company_state !== 'validated') throw new AppError(Status.CompanyNotValidatedOrBlocked);
    return claims;
  });
}
