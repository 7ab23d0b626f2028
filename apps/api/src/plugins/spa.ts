import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Status } from '@portal/shared';

/**
 * Serves the built web app. Unknown non-API GETs get index.html so client routes work on reload;
 * unknown /api paths keep the envelope.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, options: { sourceMaps: boolean } = { sourceMaps: true }): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(index);
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, cacheControl: false,
      // The build writes source maps; production serves them only when SOURCE_MAPS=true.
      allowedPath: (pathName) => options.sourceMaps || !pathName.toLowerCase().endsWith('.map'),
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must always be revalidated.
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/api(\/|$)/i.test(request.url);
    if (!isApi && request.method === 'GET' && hasBuild && request.headers.accept?.includes('text/html')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(index));
    }
    return reply.code(404).send({ status: Status.RouteNotFound });
  });
}
