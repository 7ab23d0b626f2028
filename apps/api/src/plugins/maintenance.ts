import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GOD_MODE_HEADER, Status, godModeCalls, publicCalls } from '@portal/shared';
import type { AppConfig } from '../config.ts';
import type { GodModePasses } from '../lib/god-mode-pass.ts';

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

/**
 * Calls still answered during maintenance: what the web needs to show the maintenance state and to enter a
 * god-mode pass (/gma2019), and staff calls (their login included).
 */
const EXEMPT_PATHS = new Set([publicCalls.configuration.path.toLowerCase(), godModeCalls.check.path.toLowerCase(), '/api/docs']);
function isExempt(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]?.toLowerCase().replace(/\/+$/, '') ?? '';
  if (!path.startsWith('/api/')) return true;
  // Reference lists are public and hold no personal data; the staff screens need them while they work.
  return EXEMPT_PATHS.has(path) || path.startsWith('/api/gestor/') || path.startsWith('/api/dominios/') || path.startsWith('/api/docs/');
}

/** God mode (spec 1 §6): a call carrying a valid pass of its institution passes maintenance. */
function hasGodModePass(request: FastifyRequest, passes: GodModePasses): boolean {
  const pass = request.headers[GOD_MODE_HEADER];
  return typeof pass === 'string' && passes.check(pass, request.institution.id, request.institutionSettings.godModeWithdrawnUntil).ok;
}

/**
 * While an institution is in maintenance every other call of its host is refused with 609, so a session opened
 * before keeps no access to data being worked on; the web then shows /mantenimiento. Outside maintenance the hook
 * reads two values already in memory (the server's list and the institution's settings) and nothing else; the
 * god-mode pass is looked at only for a call it would refuse.
 */
export function registerMaintenance(app: FastifyInstance, isInMaintenance: (institutionId: string) => boolean, passes: GodModePasses): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!requestInMaintenance(request, isInMaintenance) || isExempt(request) || hasGodModePass(request, passes)) return;
    return reply.code(503).send({ status: Status.Maintenance });
  });
}
