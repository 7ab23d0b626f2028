import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const PAGE_TEXTS_MODULE = 'virtual:page-texts';
const RESOLVED_ID = `\0${PAGE_TEXTS_MODULE}`;

/** `home: () => import('./routes/home')`, the form of a feature manifest's page table. */
const PAGE_ENTRY = /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** Static imports and re-exports with a source; `import type` and dynamic `import()` are not followed. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[\w$*{},\s]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
// A call of the hook, not its definition (`function useTranslation(…)` in the i18n module).
const TRANSLATION_HOOK = /(?<!function\s+)useTranslation\(\s*([^)]*?)\s*\)/g;
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];
/** Comments are not code: a hook named in one (as an example) is not a namespace the page asks for. */
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<![:'"])\/\/.*$/gm;
const sourceOf = (file: string) => fs.readFileSync(file, 'utf8').replace(COMMENTS, '');

/** The feature manifests (`features/<feature>/feature.ts`), in the order the app collects them (config/collect-routes.ts). */
export function featureManifestsOf(sourceRoot: string): string[] {
  const features = path.join(sourceRoot, 'features');
  if (!fs.existsSync(features)) return [];
  return fs
    .readdirSync(features)
    .sort()
    .map((feature) => path.join(features, feature, 'feature.ts'))
    .filter((file) => fs.existsSync(file));
}

/** The module of each page, from the manifests' page tables (`home: () => import('./routes/home')`). */
export function pageModulesOf(sourceRoot: string): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const manifest of featureManifestsOf(sourceRoot)) {
    const source = fs.readFileSync(manifest, 'utf8');
    for (const [, page, specifier] of source.matchAll(PAGE_ENTRY)) {
      const file = resolveSource(sourceRoot, specifier!, manifest);
      if (!file) throw new Error(`${manifest}: the module of page "${page}" (${specifier}) cannot be found`);
      if (modules[page!]) throw new Error(`${manifest}: the page "${page}" is declared by another feature too`);
      modules[page!] = file;
    }
  }
  return modules;
}

function resolveSource(sourceRoot: string, source: string, importer: string): string | null {
  const base = source.startsWith('@/') ? path.join(sourceRoot, source.slice(2)) : source.startsWith('.') ? path.resolve(path.dirname(importer), source) : null;
  if (base === null) return null;
  if (/\.(tsx?|css)$/.test(base)) return fs.existsSync(base) ? base : null;
  return EXTENSIONS.map((extension) => base + extension).find((file) => fs.existsSync(file)) ?? null;
}

function ownNamespaces(file: string): Set<string> {
  const found = new Set<string>();
  for (const [, argument = ''] of sourceOf(file).matchAll(TRANSLATION_HOOK)) {
    if (argument === '') continue;
    const literals = [...argument.matchAll(/['"]([\w-]+)['"]/g)].map((match) => match[1]!);
    if (literals.length === 0 || !/^[\s[\]'",\w-]*$/.test(argument)) throw new Error(`${file}: useTranslation(${argument}) names no literal namespace`);
    literals.forEach((namespace) => found.add(namespace));
  }
  return found;
}

/**
 * The text namespaces each page asks for when it first renders, read from the source: the page module and every
 * module it imports statically (the code that arrives with its chunk), searched for `useTranslation(…)`. The
 * default namespace ('common') is loaded before any page and is left out. A hook whose namespace is not written
 * as a literal cannot be read and is reported, so the table never silently misses one.
 */
export function pageTextsOf(sourceRoot: string): Record<string, string[]> {
  const namespacesOfFile = new Map<string, Set<string>>();
  const walk = (file: string, seen: Set<string>, into: Set<string>) => {
    if (seen.has(file) || file.endsWith('.css')) return;
    seen.add(file);
    if (!namespacesOfFile.has(file)) namespacesOfFile.set(file, ownNamespaces(file));
    namespacesOfFile.get(file)!.forEach((namespace) => into.add(namespace));
    for (const [, source] of sourceOf(file).matchAll(STATIC_IMPORT)) {
      const imported = resolveSource(sourceRoot, source!, file);
      if (imported) walk(imported, seen, into);
    }
  };
  return Object.fromEntries(
    Object.entries(pageModulesOf(sourceRoot)).map(([page, file]) => {
      const namespaces = new Set<string>();
      walk(file, new Set(), namespaces);
      namespaces.delete('common');
      return [page, [...namespaces].sort()];
    }),
  );
}

/**
 * `import { pageTexts } from 'virtual:page-texts'`: the table above, computed when the module is first asked for
 * (build, dev server and tests alike), so the entry can fetch a page's texts beside its chunk instead of after
 * its first render (each namespace a page suspends on is a round trip more on a slow network).
 */
export function pageTexts(sourceRoot: string): Plugin {
  return {
    name: 'portal-page-texts',
    resolveId: (source) => (source === PAGE_TEXTS_MODULE ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      return `export const pageTexts = ${JSON.stringify(pageTextsOf(sourceRoot))};`;
    },
  };
}
