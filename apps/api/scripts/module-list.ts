/**
 * Writes the two lists the API gathers its features from, read off the folders of src/modules:
 * - src/modules/index.ts: every feature folder's module (`<feature>Module` exported by `modules/<feature>/index.ts`);
 * - src/modules/migrations.ts: every `modules/<folder>/migrations/NNNN-name.ts`, keyed by its file name.
 * A folder whose index.ts exports no module is a library shared by several features (modules/staff for the
 * staff-* features): it has no routes, but its migrations are gathered like a feature's.
 * The lists are files rather than a directory read at start because the server is bundled into one file
 * (build.mjs) where no folder is left to read. src/modules/module-list.test.ts fails when either is stale.
 *
 * Run: `npm run modules --workspace @portal/api`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

const HEADER = '// Written by `npm run modules --workspace @portal/api` from the folders of src/modules: do not edit by hand.\n';

/** `company-offers` -> `companyOffers`. */
const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export interface FeatureMigration {
  /** The migration's name in the database's migration table: its file name, never to change once applied. */
  key: string;
  /** Relative to src/modules. */
  file: string;
}

/** Every folder of src/modules with a public entry (index.ts): the features and the libraries. */
function entryFolders(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

const exportsModule = (dir: string, folder: string) =>
  new RegExp(`^export const ${camel(folder)}Module\\b`, 'm').test(fs.readFileSync(path.join(dir, folder, 'index.ts'), 'utf8'));

/** The feature folders: those whose index.ts exports the folder's module (`staff-offers` -> `staffOffersModule`). */
export function featureFolders(dir = MODULES_DIR): string[] {
  return entryFolders(dir).filter((folder) => exportsModule(dir, folder));
}

/** The library folders: an index.ts without a module, shared by the features that import it (no routes). */
export function libraryFolders(dir = MODULES_DIR): string[] {
  return entryFolders(dir).filter((folder) => !exportsModule(dir, folder));
}

/** The migrations of every feature and library folder, ordered by key (the number first, so by number). */
export function featureMigrations(dir = MODULES_DIR): FeatureMigration[] {
  return entryFolders(dir)
    .flatMap((feature) => {
      const folder = path.join(dir, feature, 'migrations');
      if (!fs.existsSync(folder)) return [];
      return fs
        .readdirSync(folder)
        .filter((file) => /^\d{4}-[a-z0-9-]+\.ts$/.test(file))
        .map((file) => ({ key: file.replace(/\.ts$/, ''), file: `${feature}/migrations/${file}` }));
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

export function moduleIndexSource(features: readonly string[]): string {
  const imports = features.map((feature) => `import { ${camel(feature)}Module } from './${feature}/index.ts';`);
  return `${HEADER}import type { ApiModule } from '../lib/api-module.ts';
${imports.join('\n')}

/** Every feature of the API; the app registers each one's calls. A new feature is a folder of src/modules. */
export const MODULES: readonly ApiModule[] = [
${features.map((feature) => `  ${camel(feature)}Module,`).join('\n')}
];
`;
}

export function migrationIndexSource(migrations: readonly FeatureMigration[]): string {
  const name = (key: string) => `m${camel(key.replace(/^(\d+)-/, '$1-'))}`.replace(/-/g, '');
  return `${HEADER}import type { Migration } from 'kysely';
${migrations.map((migration) => `import * as ${name(migration.key)} from './${migration.file}';`).join('\n')}

/** The migrations the features keep in their own folders, by name; db/migrate.ts adds them to the shared ones. */
export const FEATURE_MIGRATIONS: Record<string, Migration> = {
${migrations.map((migration) => `  '${migration.key}': ${name(migration.key)},`).join('\n')}
};
`;
}

export const GENERATED = {
  'index.ts': () => moduleIndexSource(featureFolders()),
  'migrations.ts': () => migrationIndexSource(featureMigrations()),
} as const;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [file, source] of Object.entries(GENERATED)) {
    fs.writeFileSync(path.join(MODULES_DIR, file), source());
    console.log(`wrote src/modules/${file}`);
  }
}
