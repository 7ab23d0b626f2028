import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Status, type Language } from '@portal/shared';
import type { PreloadMap } from '@portal/shared/web/preload-map';
import { pageAt, pagePreloads, preloadTags, readPreloadMap } from './spa-preloads.ts';

/** The encoding of index.html the browser accepts, brotli first. */
function indexEncoding(accepted: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const header = (Array.isArray(accepted) ? accepted.join(',') : (accepted ?? '')).toLowerCase();
  const accepts = (name: string) => header.split(',').some((part) => part.trim().split(';')[0] === name && !/;\s*q=0(\.0*)?\s*$/.test(part.trim()));
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * index.html as each page gets it: with the `<link>` tags of what that page will ask for first (`pagePreloads`),
 * built and compressed once per page, language and encoding, then kept (a few dozen pages × languages × encodings,
 * about a kilobyte each): a request only matches its path against the route table.
 */
function indexPages(index: string, preloads: PreloadMap | null) {
  const html = fs.readFileSync(index, 'utf8');
  const variants = new Map<string, Buffer>();
  return (pathname: string, language: Language, encoding: 'br' | 'gzip' | undefined): Buffer => {
    const key = `${encoding ?? 'identity'} ${language} ${preloads ? (pageAt(preloads, pathname) ?? '') : ''}`;
    let page = variants.get(key);
    if (!page) {
      const tags = preloads ? preloadTags(pagePreloads(preloads, pathname, language)) : '';
      const text = Buffer.from(tags ? html.replace('</head>', `${tags}</head>`) : html);
      page =
        encoding === 'br'
          ? zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
          : encoding === 'gzip'
            ? zlib.gzipSync(text, { level: 9 })
            : text;
      variants.set(key, page);
    }
    return page;
  };
}

/**
 * Serves the built web app. Unknown non-API GETs get index.html so client routes work on reload;
 * unknown /api paths keep the envelope.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, options: { sourceMaps: boolean } = { sourceMaps: true }): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(index);
  const indexPage = hasBuild ? indexPages(index, readPreloadMap(webDist)) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, cacheControl: false,
      // The build writes `.br` and `.gz` beside each asset: sent as they are to a browser that accepts them, with
      // Content-Encoding and `Vary: Accept-Encoding`; nothing is compressed per request.
      preCompressed: true,
      // A route per file is made at start: the compressed copies need none (preCompressed finds them beside the
      // original), and they are half the build's files, half the start's routing work.
      globIgnore: ['**/*.br', '**/*.gz'],
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
    if (!isApi && request.method === 'GET' && indexPage && request.headers.accept?.includes('text/html')) {
      const encoding = indexEncoding(request.headers['accept-encoding']);
      const page = indexPage(request.url.split('?')[0]!, request.institution.brand.languagebydefault, encoding);
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (encoding) void reply.header('content-encoding', encoding);
      return reply.send(page);
    }
    return reply.code(404).send({ status: Status.RouteNotFound });
  });
}
