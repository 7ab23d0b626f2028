import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { APP_VERSION, Status, publicCalls } from '@portal/shared';
import { registerCall } from '../../lib/contract-route.ts';
import { requestInMaintenance } from '../../plugins/maintenance.ts';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../lib/database-outage.ts';

export function publicRoutes(app: FastifyInstance, { db, config, isInMaintenance, outage }: ModuleDeps): void {
  registerCall(app, publicCalls.configuration, async ({ visitor, request }) => {
    const { brand, institutionId } = visitor;
    return {
      institucion: { id: institutionId, nombre: brand.shortName },
      marca: brand as unknown as Record<string, unknown>,
      version: APP_VERSION,
      mantenimiento: requestInMaintenance(request, isInMaintenance),
      produccion: config.production,
      accesoUnico: request.institutionSettings.sso,
    };
  });

  /** Liveness: the process answers. */
  app.get('/health', { schema: { hide: true } }, async () => ({ status: Status.Ok, datos: { ok: true } }));

  /**
   * Readiness: the database answers too; a load balancer stops sending traffic otherwise. An outage is logged
   * once by the outage watch, however often the balancer asks; its recovery is logged by the first query through.
   */
  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: Status.Ok, datos: { ok: true } };
    } catch (err) {
      if (!outage.failed(err)) request.log.warn({ err }, 'database check failed');
      return reply.code(503).header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS)).send({ status: Status.ServiceUnavailable, datos: { ok: false } });
    }
  });
}
