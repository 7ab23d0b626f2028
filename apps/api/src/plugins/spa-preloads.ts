import fs from 'node:fs';
import path from 'node:path';
import { publicCalls, type Language } from '@portal/shared';
import { PRELOADS_FILE, type PreloadMap } from '@portal/shared/web/preload-map';

/** The map the web build wrote beside index.html, or null (an older build, or none): then nothing is announced. */
export function readPreloadMap(webDist: string): PreloadMap | null {
  const file = path.join(webDist, PRELOADS_FILE);
  if (!fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as PreloadMap;
  } catch {
    return null;
  }
}

/** A route pattern of the client router against a path: `:param` stands for one segment; a trailing slash is ignored. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const segments = (value: string) => value.split('/').filter(Boolean);
  const expected = segments(pattern);
  const actual = segments(pathname);
  return expected.length === actual.length && expected.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
}

/** A file the page will ask for: a module script, or data it fetches (texts as JSON, the configuration call). */
export type Preload = { kind: 'module' | 'fetch'; url: string };

const fileKind = (url: string): Preload => ({ kind: url.endsWith('.json') ? 'fetch' : 'module', url });

/**
 * What a page's first render will ask for, announced in its HTML so the browser fetches it while the entry is still
 * arriving, instead of one round trip after another once the entry has run (on a slow mobile network each costs
 * over half a second):
 * - the texts of the language the page will most likely open in (the brand's default: a visitor's stored choice is
 *   only known in the browser): common ones, the page's namespaces and the status messages;
 * - the brand configuration, the boot's first call, which does not depend on the visitor;
 * - the page's own chunk and the chunks it imports beyond the entry (its styles are left to the chunk: they are
 *   few and small, and a stylesheet announced ahead would be fetched twice).
 * A path no route matches (the catch-all sends it home) announces only the texts and the configuration.
 */
/** The page of the first route of the table that matches the path, or undefined (the catch-all). */
export function pageAt(map: PreloadMap, pathname: string): string | undefined {
  return map.routes.find((candidate) => candidate.patterns.some((pattern) => matchesPattern(pattern, pathname)))?.page;
}

export function pagePreloads(map: PreloadMap, pathname: string, language: Language): Preload[] {
  const name = pageAt(map, pathname);
  const page = name === undefined ? undefined : map.pages[name];
  const texts = map.texts[language] ?? {};
  const namespaces = ['common', ...(page?.texts ?? [])];
  return [
    ...namespaces.flatMap((namespace) => (texts[namespace] ? [fileKind(texts[namespace])] : [])),
    ...(map.catalogue[language] ? [fileKind(map.catalogue[language])] : []),
    { kind: 'fetch', url: publicCalls.configuration.path },
    ...(page?.scripts ?? []).map(fileKind),
  ];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The `<link>` tags of these preloads, to go at the end of `<head>`: after the entry's own module preloads, so the
 * browser (six connections per host over HTTP/1.1) still fetches the entry first. A fetch preload is `crossorigin`
 * (anonymous, same-origin credentials), as the app's `fetch` calls are, or the browser would not reuse it.
 */
export function preloadTags(preloads: readonly Preload[]): string {
  return preloads
    .map(({ kind, url }) =>
      kind === 'module' ? `<link rel="modulepreload" href="${escapeAttribute(url)}">` : `<link rel="preload" as="fetch" href="${escapeAttribute(url)}" crossorigin>`,
    )
    .join('');
}
