import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CallDefinition, Language } from '@portal/shared';
import type { SessionClaims } from '../modules/auth/tokens.ts';
import type { Institution } from './institution.ts';
import { requireActor, type Actor, type DbHandle } from './request-context.ts';
import { actorOf, visitorOf } from './contract-route.ts';
import { requestLanguage } from './request-language.ts';
import type { CallRouteConfig } from './route-registry.ts';

export interface DownloadableFile {
  name: string;
  mimeType: string;
  bytes: Buffer | Uint8Array;
}

/** Types a browser shows in the page; everything else is offered as a download. */
const INLINE_MIME = /^(application\/pdf|image\/(png|jpeg|gif|bmp))$/;

/** RFC 6266: an ASCII fallback name plus the UTF-8 one, so "currículum.pdf" keeps its accent. */
function contentDisposition(file: DownloadableFile): string {
  const kind = INLINE_MIME.test(file.mimeType) ? 'inline' : 'attachment';
  const ascii = file.name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
}

/**
 * The calls that answer with the bytes themselves rather than the envelope. The same contract definition,
 * role check and institution scoping as every other call; refusals still come as the envelope through the
 * error handler. Clients fetch with their token and show the result through a blob URL.
 */
export function registerFileCall<TParams extends z.ZodType | undefined, TQuery extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  call: CallDefinition<undefined, z.ZodType, TParams, TQuery>,
  load: (ctx: {
    params: TParams extends z.ZodType ? z.output<TParams> : undefined;
    /** The query string, validated by the call's `query` schema (exports take the filters of their list). */
    query: TQuery extends z.ZodType ? z.output<TQuery> : undefined;
    session: SessionClaims;
    /** The caller, as every envelope call gets it. */
    actor: Actor;
    institution: Institution;
    /** Downloads only read: the root database. */
    db: DbHandle;
    /** The interface language of the request: files made on the fly (a CV's PDF, an export's headers) are written in it. */
    language: Language;
  }) => Promise<DownloadableFile>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { call, file: true } satisfies CallRouteConfig,
    schema: {
      summary: `${call.name}: ${call.summary}`,
      tags: [call.path.split('/')[2] ?? 'api'],
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      security: [{ bearer: [] }],
    },
    onRequest: async (request) => {
      request.session = await app.authenticate(request, call);
    },
    handler: async (request, reply) => {
      // Every file call needs a token (onRequest above): its actor is always there.
      const actor = requireActor(actorOf(request.session, visitorOf(request)));
      const file = await load({
        params: request.params as TParams extends z.ZodType ? z.output<TParams> : undefined,
        query: request.query as TQuery extends z.ZodType ? z.output<TQuery> : undefined,
        session: request.session as SessionClaims,
        actor,
        institution: request.institution,
        db: app.callDb,
        language: requestLanguage(request),
      });
      const bytes = Buffer.from(file.bytes);
      return reply
        .type(file.mimeType)
        .header('content-length', bytes.length)
        .header('content-disposition', contentDisposition(file))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
}
