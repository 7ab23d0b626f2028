import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import type { Plugin, Rolldown } from 'vite';
import { PRELOADS_FILE, type PreloadMap } from '../../../packages/shared/src/web/preload-map';
import { collectRoutes } from '../src/config/collect-routes';
import type { FeatureManifest } from '../src/config/feature';
import { featureManifestsOf, pageModulesOf, pageTextsOf } from './page-texts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const url = (fileName: string) => `/${fileName}`;

export function preloadMapOf(bundle: OutputBundle, pageModules: Record<string, string>, pageTexts: Record<string, string[]>, routes: PreloadMap['routes']): PreloadMap {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    start.forEach(visit);
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const loadedFirst = closure([entry.fileName]);
  const cssOf = (file: string) => [...((byFile.get(file) as OutputChunk & { viteMetadata?: { importedCss: Set<string> } })?.viteMetadata?.importedCss ?? [])];
  const entryCss = new Set([...loadedFirst].flatMap(cssOf));

  const pages: PreloadMap['pages'] = {};
  for (const [page, file] of Object.entries(pageModules)) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === file);
    if (!chunk) throw new Error(`No chunk of the build is the page "${page}" (${file})`);
    const scripts = [...closure([chunk.fileName])].filter((name) => !loadedFirst.has(name));
    pages[page] = {
      scripts: scripts.map(url),
      styles: [...new Set(scripts.flatMap(cssOf))].filter((name) => !entryCss.has(name)).map(url),
      texts: pageTexts[page] ?? [],
    };
  }

  const texts: PreloadMap['texts'] = {};
  const catalogue: PreloadMap['catalogue'] = {};
  for (const item of Object.values(bundle)) {
    const sources = item.type === 'chunk' ? [item.facadeModuleId ?? ''] : (item.originalFileNames ?? []);
    for (const source of sources) {
      const text = /[\\/]locales[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/.exec(source);
      if (text) (texts[text[1]!] ??= {})[text[2]!] = url(item.fileName);
      const messages = /[\\/]codes[\\/]catalogue-texts[\\/]([a-z]{2})\.ts$/.exec(source);
      if (messages) catalogue[messages[1]!] = url(item.fileName);
    }
  }
  return { routes, pages, texts, catalogue };
}

/**
 * Writes `preloads.json` beside index.html at the end of the build (`PreloadMap`): the server announces a page's
 * chunk, styles and texts with its HTML, so the browser fetches them while the entry is still arriving instead
 * of one after the other once the entry has run.
 */
export function pagePreloads(sourceRoot: string): Plugin {
  return {
    name: 'portal-page-preloads',
    apply: 'build',
    // After Vite's own pass, which drops the chunks that only carried styles (a stylesheet stays, its empty script
    // does not): the map must name only files the build writes.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        // The manifests are plain data with type-only imports: the route table is collected as the app collects it
        // (the same function, over the same files), not parsed by hand.
        const loader = register({ namespace: 'portal-page-preloads' });
        try {
          const load = (file: string) => loader.import(pathToFileURL(file).href, import.meta.url) as Promise<Record<string, unknown>>;
          const manifests: Record<string, FeatureManifest> = {};
          for (const file of featureManifestsOf(sourceRoot)) manifests[path.relative(sourceRoot, file)] = (await load(file)).feature as FeatureManifest;
          const routes = collectRoutes(manifests).routes.map((route) => ({ patterns: [...new Set([route.es, route.ca])], page: route.page }));
          const map = preloadMapOf(bundle as OutputBundle, pageModulesOf(sourceRoot), pageTextsOf(sourceRoot), routes);
          this.emitFile({ type: 'asset', fileName: PRELOADS_FILE, source: `${JSON.stringify(map, null, 2)}\n` });
        } finally {
          await loader.unregister();
        }
      },
    },
  };
}
