import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { APP_VERSION, Status, publicCalls } from '@portal/shared';
import { registerCall } from '../../lib/contract-route.ts';
import type { AppConfig } from '../../config.ts';
import { requestInMaintenance } from '../../plugins/maintenance.ts';
import type { Db } from '../../db/database.ts';

export function publicRoutes(app: FastifyInstance, db: Db, config: AppConfig, isInMaintenance: (institutionId: string) => boolean): void {
  registerCall(app, publicCalls.configuration, async ({ visitor, request }) => {
    const { brand, institutionId } = visitor;
    return {
      institucion: { id: institutionId, nombre: brand.shortName },
      marca: brand as unknown as Record<string, unknown>,
      version: APP_VERSION,
      mantenimiento: requestInMaintenance(request, isInMaintenance),
      produccion: config.production,
    };
  });

  /** Liveness: the process answers. */
  app.get('/health', { schema: { hide: true } }, async () => ({ status: Status.Ok, datos: { ok: true } }));

  /** Readiness: the database answers too; a load balancer stops sending traffic otherwise. */
  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: Status.Ok, datos: { ok: true } };
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      return reply.code(503).send({ status: Status.ServiceUnavailable });
    }
  });
}
