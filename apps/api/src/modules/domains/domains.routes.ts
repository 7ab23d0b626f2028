import type { FastifyInstance, FastifyReply } from 'fastify';
import { domainsCalls as calls } from '@portal/shared';
import { registerCall } from '../../lib/contract-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { DomainsService } from './domains.service.ts';

/**
 * Reference data changes only with a deployment, so browsers and proxies may keep a successful answer for an
 * hour (refusals are not marked). Answers differ by host (the institution's own lists), which is part of every
 * cache key, and, where the path has no language, by Accept-Language.
 */
async function cached<T>(reply: FastifyReply, answer: Promise<T>, varyByLanguageHeader = false): Promise<T> {
  const datos = await answer;
  reply.header('cache-control', 'public, max-age=3600');
  if (varyByLanguageHeader) reply.header('vary', 'Accept-Language');
  return datos;
}

export function domainsRoutes(app: FastifyInstance, service: DomainsService): void {
  registerCall(app, calls.all, ({ request, reply, params }) => cached(reply, service.all(request.institution.id, params.idioma)));
  registerCall(app, calls.allAsMaps, ({ request, reply, params }) => cached(reply, service.allAsMaps(request.institution.id, params.idioma)));
  registerCall(app, calls.interestTags, ({ request, reply }) =>
    cached(reply, service.options(request.institution.id, 'tags', requestLanguage(request)), true),
  );
  registerCall(app, calls.software, ({ request, reply }) =>
    cached(reply, service.options(request.institution.id, 'software', requestLanguage(request)), true),
  );
  registerCall(app, calls.degrees, ({ request, reply, params }) => cached(reply, service.degrees(request.institution.id, params.idioma)));
  registerCall(app, calls.centresOfProvince, ({ request, reply, params }) =>
    cached(reply, service.centresOfProvince(request.institution.id, params.id, requestLanguage(request)), true),
  );
  registerCall(app, calls.provinceHasIslands, ({ request, reply, params }) =>
    cached(reply, service.islandsOfProvince(request.institution.id, params.provincia, requestLanguage(request)), true),
  );
}
