import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/api(?:[/?]|$)/i;

/**
 * No API answer may be kept by a browser or a proxy unless its call says so: most carry personal data or the
 * session token (a login, a CV, the staff's candidate lists), and a shared computer's browser cache or a proxy
 * would hand them to the next person. Reference data marks itself cacheable (modules/domains) and downloads mark
 * themselves `private, no-store` (lib/file-route.ts); every other /api answer, refusals included, gets `no-store`.
 * Opt-in rather than a list of personal calls, so a new call is safe without anyone remembering it.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
  });
}
