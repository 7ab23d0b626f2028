import type { FastifyInstance, FastifyReply } from 'fastify';
import { domainsCalls as calls } from '@portal/shared';
import { registerCall } from '../../lib/contract-route.ts';
import { allDomains, catalogItems, centresOfProvince, islandsOfProvince } from './domains.service.ts';
import { toDegreeOption, toDomainLists, toDomainMaps, toEducationCentre, toOption } from './domains.presenter.ts';

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

export function domainsRoutes(app: FastifyInstance): void {
  registerCall(app, calls.all, async ({ db, visitor, reply, params }) => cached(reply, allDomains(await db(), visitor, params.idioma).then(toDomainLists)));
  registerCall(app, calls.allAsMaps, async ({ db, visitor, reply, params }) => cached(reply, allDomains(await db(), visitor, params.idioma).then(toDomainMaps)));
  registerCall(app, calls.interestTags, async ({ db, visitor, reply }) =>
    cached(reply, catalogItems(await db(), visitor, 'tags', visitor.language).then((items) => items.map(toOption)), true),
  );
  registerCall(app, calls.software, async ({ db, visitor, reply }) =>
    cached(reply, catalogItems(await db(), visitor, 'software', visitor.language).then((items) => items.map(toOption)), true),
  );
  registerCall(app, calls.degrees, async ({ db, visitor, reply, params }) =>
    cached(reply, catalogItems(await db(), visitor, 'degrees', params.idioma).then((items) => items.map(toDegreeOption))),
  );
  registerCall(app, calls.centresOfProvince, async ({ db, visitor, reply, params }) =>
    cached(reply, centresOfProvince(await db(), visitor, params.id, visitor.language).then((items) => items.map(toEducationCentre)), true),
  );
  registerCall(app, calls.provinceHasIslands, async ({ db, visitor, reply, params }) =>
    cached(
      reply,
      islandsOfProvince(await db(), visitor, params.provincia, visitor.language).then(({ hasIslands, islands }) => ({ conIslas: hasIslands, islas: islands.map(toOption) })),
      true,
    ),
  );
}
