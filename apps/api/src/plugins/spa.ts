import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Status } from '@portal/shared';

/** The precompressed index.html the browser accepts (brotli first), if the build wrote it. */
function indexEncoding(accepted: string | string[] | undefined, index: string): { name: 'br' | 'gzip'; file: string } | undefined {
  const header = (Array.isArray(accepted) ? accepted.join(',') : (accepted ?? '')).toLowerCase();
  const accepts = (name: string) => header.split(',').some((part) => part.trim().split(';')[0] === name && !/;\s*q=0(\.0*)?\s*$/.test(part.trim()));
  if (accepts('br') && fs.existsSync(`${index}.br`)) return { name: 'br', file: `${index}.br` };
  if (accepts('gzip') && fs.existsSync(`${index}.gz`)) return { name: 'gzip', file: `${index}.gz` };
  return undefined;
}

/**
 * Serves the built web app. Unknown non-API GETs get index.html so client routes work on reload;
 * unknown /api paths keep the envelope.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, options: { sourceMaps: boolean } = { sourceMaps: true }): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(index);
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, cacheControl: false,
      // The build writes `.br` and `.gz` beside each asset: sent as they are to a browser that accepts them, with
      // Content-Encoding and `Vary: Accept-Encoding`; nothing is compressed per request.
      preCompressed: true,
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
      const encoding = indexEncoding(request.headers['accept-encoding'], index);
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (encoding) return reply.header('content-encoding', encoding.name).send(fs.createReadStream(encoding.file));
      return reply.send(fs.createReadStream(index));
    }
    return reply.code(404).send({ status: Status.RouteNotFound });
  });
}
