import type { FastifyInstance } from 'fastify';

/** Headers every answer carries; the API docs viewer needs inline styles and scripts, the SPA does not. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('x-request-id', request.id);
    if (!request.url.startsWith('/api/docs')) {
      reply.header(
        'content-security-policy',
        "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
      );
    }
  });
}
