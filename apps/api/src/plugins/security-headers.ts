import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * The SPA loads only its own scripts, styles (React sets inline style attributes), images (and data:/blob: URLs
 * for previews and downloaded files) and calls only its own origin. No `upgrade-insecure-requests`: the portal
 * is also served over plain http on `*.localhost` in development.
 */
const SPA_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** Headers every answer carries (helmet), HSTS only where the portal is served over https (production). */
export async function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }): Promise<void> {
  // The API docs viewer needs inline scripts and styles; its routes keep every header but the content policy.
  app.addHook('onRoute', (route) => {
    if (route.url.toLowerCase().startsWith('/api/docs')) {
      route.config = { ...route.config, helmet: { contentSecurityPolicy: false } } as typeof route.config;
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: SPA_POLICY,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.production ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
  });
  // Lets an operator find the log lines of a request a user reports.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
