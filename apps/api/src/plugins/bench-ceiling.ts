import type { FastifyInstance } from 'fastify';
import { Status } from '@portal/shared';
import { AppError } from '../lib/app-error.ts';
import type { TokenService } from '../modules/auth/tokens.ts';

const MAX_BYTES = 1024 * 1024;

/**
 * `GET /bench/ceiling?bytes=N`: what the server can answer at best. It goes through every hook a call goes through
 * (institution, maintenance, security headers, error envelope) and checks the bearer token's signature like a call
 * does, then sends a JSON envelope of N bytes built once, without any query. The benchmark divides each call's
 * throughput by this one's. Registered only when `BENCH_CEILING=true` (never in production, see config), outside
 * the contract, so the API's route guards never meet it.
 */
export function registerBenchCeiling(app: FastifyInstance, tokens: TokenService): void {
  const bodies = new Map<number, string>();
  const bodyOf = (bytes: number) => {
    let body = bodies.get(bytes);
    if (body === undefined) {
      const shell = JSON.stringify({ status: Status.Ok, datos: '' });
      body = JSON.stringify({ status: Status.Ok, datos: 'x'.repeat(Math.max(0, bytes - shell.length)) });
      bodies.set(bytes, body);
    }
    return body;
  };
  app.get('/bench/ceiling', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const claims = header.startsWith('Bearer ') ? await tokens.verify(header.slice('Bearer '.length)) : null;
    if (!claims || claims.institutionId !== request.institution.id) throw new AppError(Status.SessionExpired);
    const asked = Number((request.query as { bytes?: string }).bytes ?? 1000);
    const bytes = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_BYTES) : 1000;
    return reply.type('application/json; charset=utf-8').send(bodyOf(bytes));
  });
}
