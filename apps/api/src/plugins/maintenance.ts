import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Status, publicCalls } from '@portal/shared';
import type { AppConfig } from '../config.ts';

/**
 * Which institutions the server's configuration keeps in maintenance: `MAINTENANCE=true` for all,
 * `MAINTENANCE=uib,udg` for those. The staff switch (institution settings, read per request) counts too: see
 * `requestInMaintenance`.
 */
export function maintenanceChecker(config: Pick<AppConfig, 'maintenance'>): (institutionId: string) => boolean {
  return (institutionId) => {
    const setting = config.maintenance;
    return typeof setting === 'boolean' ? setting : setting.includes(institutionId);
  };
}

/** Maintenance for this request: the server's configuration or the staff's switch of the institution. */
export function requestInMaintenance(request: FastifyRequest, isInMaintenance: (institutionId: string) => boolean): boolean {
  return isInMaintenance(request.institution.id) || request.institutionSettings?.maintenance === true;
}

/** Calls still answered during maintenance: what the web needs to show the maintenance state, and staff calls. */
const CONFIGURATION_PATH = publicCalls.configuration.path.toLowerCase();
function isExempt(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]?.toLowerCase().replace(/\/+$/, '') ?? '';
  if (!path.startsWith('/api/')) return true;
  // Reference lists are public and hold no personal data; the staff screens need them while they work.
  return (
    path === CONFIGURATION_PATH || path.startsWith('/api/gestor/') || path.startsWith('/api/dominios/') || path === '/api/docs' || path.startsWith('/api/docs/')
  );
}

/**
 * While an institution is in maintenance every other call of its host is refused with 609, so a session opened
 * before keeps no access to data being worked on; the web then shows /mantenimiento.
 */
export function registerMaintenance(app: FastifyInstance, isInMaintenance: (institutionId: string) => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!requestInMaintenance(request, isInMaintenance) || isExempt(request)) return;
    return reply.code(503).send({ status: Status.Maintenance });
  });
}
