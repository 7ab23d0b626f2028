import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { infra, type AccessEntries, type AccessEntry } from '../testing/access-rules.ts';

export type { Access, AccessEntry, OtherOwnerCase, OtherOwnerRule } from '../testing/access-rules.ts';

const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** Where a feature declares who may call its routes; the guards read every one of them. */
export const ACCESS_FILE_PATTERN = /\.access\.ts$/;

/** Routes the app registers itself rather than a feature: the interactive API docs (plugins/openapi.ts). */
const appRoutes: AccessEntries = {
  'GET /api/docs': infra(),
  'GET /api/docs/static/index.html': infra(),
  'GET /api/docs/static/swagger-initializer.js': infra(),
  'GET /api/docs/json': infra(),
  'GET /api/docs/yaml': infra(),
  'GET /api/docs/static/*': infra('/api/docs/static/swagger-ui.css'),
};

/** Every `modules/**\/<name>.access.ts`, relative to modules/: a feature's table is found by its name, never listed. */
export function accessFiles(): string[] {
  return fs
    .readdirSync(MODULES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => ACCESS_FILE_PATTERN.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * The access table: the union of the features' tables and the app's own routes. A route named by two files is
 * an error here, so which entry holds is never a question of import order.
 */
async function collectAccessTable(): Promise<{ table: Record<string, AccessEntry>; fileOf: Record<string, string> }> {
  const table: Record<string, AccessEntry> = { ...appRoutes };
  const fileOf: Record<string, string> = Object.fromEntries(Object.keys(appRoutes).map((key) => [key, 'apps/api/src/guards/access-table.ts']));
  for (const file of accessFiles()) {
    const { accessEntries } = (await import(pathToFileURL(path.join(MODULES_DIR, file)).href)) as { accessEntries?: AccessEntries };
    if (!accessEntries) throw new Error(`modules/${file} must export its entries as \`accessEntries\``);
    for (const [key, entry] of Object.entries(accessEntries)) {
      if (fileOf[key]) throw new Error(`${key} has an access entry in both ${fileOf[key]} and apps/api/src/modules/${file}`);
      table[key] = entry;
      fileOf[key] = `apps/api/src/modules/${file}`;
    }
  }
  return { table, fileOf };
}

const collected = await collectAccessTable();

/** Who may call each route of the app, by `METHOD path`. */
export const accessTable: Readonly<Record<string, AccessEntry>> = collected.table;
/** The file that declares each entry, for the guards' failure messages. */
export const accessFileOf: Readonly<Record<string, string>> = collected.fileOf;

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
