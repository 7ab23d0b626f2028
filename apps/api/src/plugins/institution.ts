import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brands, isBrandId, type BrandId } from '@portal/shared';
import type { AppConfig } from '../config.ts';
import type { Institution } from '../lib/institution.ts';

declare module 'fastify' {
  interface FastifyRequest {
    institution: Institution;
  }
}

/**
 * The institution comes from the host name only: `<id>.localhost`, a configured host, else the default.
 * Nothing the caller sends in the body or a header other than Host can pick another institution's data.
 */
export function resolveInstitution(hostname: string, config: AppConfig): Institution {
  const host = hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const configured = config.institutionHosts[host];
  const sub = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : undefined;
  const candidate = configured ?? sub ?? config.defaultInstitution;
  const id: BrandId = isBrandId(candidate) ? candidate : isBrandId(config.defaultInstitution) ? config.defaultInstitution : 'generic';
  return { id, brand: brands[id] };
}

export function registerInstitution(app: FastifyInstance, config: AppConfig): void {
  app.decorateRequest('institution', null as unknown as Institution);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.institution = resolveInstitution(request.hostname, config);
  });
}
