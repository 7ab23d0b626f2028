import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register, type NamespacedUnregister } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { callTablesOf } from './call-tables';

const SCHEMAS_SUFFIX = '.with-schemas.ts';

/**
 * The web sends a call knowing only its method and path, yet a contract module builds every zod schema of its calls
 * when it loads: importing `offerCalls` for the offer counter of the header would put zod (26 kB gzip) and all the
 * offers schemas before the first paint. This plugin gives the web, for each contract module
 * (packages/shared/src/contract/<feature>.ts), the same module with its call tables replaced by descriptors
 * (name, method, path, roles) read from the module itself at build time; everything else the module exports
 * (schemas the forms validate with, constants, helpers) is re-exported from the untouched module, which the
 * bundler then includes only where one of those is used. Types are unchanged (TypeScript reads the real module),
 * so `callApi(calls.x, …)` stays typed from the schemas; the API imports the real modules and validates with them.
 */
export function callDescriptors(contractDir: string): Plugin {
  const directory = path.resolve(contractDir) + path.sep;
  // The barrel (index.ts) only re-exports the modules, which are replaced one by one.
  const isContractModule = (id: string) =>
    id.startsWith(directory) && id.endsWith('.ts') && !id.endsWith('.test.ts') && !id.endsWith(SCHEMAS_SUFFIX) && id !== `${directory}index.ts`;
  // One TypeScript loader for the whole build: zod and the shared modules are evaluated once, not per module.
  let loader: NamespacedUnregister | undefined;
  const tables = new Map<string, Promise<Record<string, unknown> | undefined>>();
  const tablesOf = (file: string) => {
    const url = pathToFileURL(file).href;
    loader ??= register({ namespace: 'portal-call-descriptors' });
    if (!tables.has(url)) tables.set(url, loader.import(url, import.meta.url).then((module: Record<string, unknown>) => callTablesOf(module)));
    return tables.get(url)!;
  };
  return {
    name: 'portal-call-descriptors',
    // The size only matters in the build; `vite` (dev) and the tests read the contract modules as they are.
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.endsWith(SCHEMAS_SUFFIX) && importer && isContractModule(importer)) return path.resolve(path.dirname(importer), source);
      return null;
    },
    async buildEnd() {
      await loader?.unregister();
      loader = undefined;
      tables.clear();
    },
    async load(id) {
      if (id.endsWith(SCHEMAS_SUFFIX) && id.startsWith(directory)) {
        // The untouched module: free of side effects, so it is bundled only where a binding of it is used.
        return { code: fs.readFileSync(id.slice(0, -SCHEMAS_SUFFIX.length) + '.ts', 'utf8'), moduleSideEffects: false };
      }
      if (!isContractModule(id)) return null;
      const descriptors = await tablesOf(id);
      if (!descriptors) return null;
      const full = `./${path.basename(id, '.ts')}${SCHEMAS_SUFFIX}`;
      // A local export wins over the same name of `export *`: the call tables are the descriptors.
      const lines = [`export * from ${JSON.stringify(full)};`];
      for (const [name, value] of Object.entries(descriptors)) lines.push(`export const ${name} = ${JSON.stringify(value)};`);
      return { code: lines.join('\n'), moduleSideEffects: false };
    },
  };
}
