import { sql, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { readReferenceVersion, withReferenceVersion } from '../../lib/reference-version.ts';
import { UnitOfWork } from '../../lib/request-context.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createCatalogRepository } from './catalog.repository.ts';

/**
 * The reference lists are served from memory; an edit made anywhere (another process, a staff screen, plain SQL)
 * takes a new version in the database and is seen on the next call.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const spainIn = async (language: 'es' | 'ca') =>
  (await t.call('GET', `/api/Dominios/dominios/${language}`)).body.datos.paises.find((p: { id: number }) => p.id === 1).nombre as string;

describe('reference data kept in memory', () => {
  it('sees an edit made outside the process on the next call', async () => {
    expect(await spainIn('es')).toBe('España');
    await t.db.updateTable('catalog_items').set({ label_es: 'Reino de España' }).where('catalog', '=', 'countries').where('id', '=', 1).execute();
    expect(await spainIn('es')).toBe('Reino de España');
    await t.db.updateTable('catalog_items').set({ label_es: 'España' }).where('catalog', '=', 'countries').where('id', '=', 1).execute();
    expect(await spainIn('es')).toBe('España');
  });

  it('keeps two copies of the template apart in one process, each with its own edits', async () => {
    // The files of a test worker share the modules that keep these copies (vitest.config.ts). Both databases start
    // as copies of the run's template, at the same version; each edit below takes the next version of its own
    // database, the same number in both. Only their own ids (test-app.ts) tell them apart.
    const other = await createTestApp();
    try {
      const spainOf = async (app: TestApp) =>
        ((await app.call('GET', '/api/Dominios/dominios/es')).body.datos.paises as { id: number; nombre: string }[]).find((p) => p.id === 1)?.nombre;
      const rename = (app: TestApp, name: string) =>
        app.db.updateTable('catalog_items').set({ label_es: name }).where('catalog', '=', 'countries').where('id', '=', 1).execute();
      await rename(t, 'España (primera)');
      await rename(other, 'España (segunda)');
      expect(await spainOf(t)).toBe('España (primera)');
      expect(await spainOf(other)).toBe('España (segunda)');
      await rename(t, 'España');
      expect(await spainOf(t)).toBe('España');
      expect(await spainOf(other)).toBe('España (segunda)');
    } finally {
      await other.close();
    }
  });

  it('never keeps an edit that was rolled back', async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('catalog_items').set({ label_es: 'Nunca' }).where('catalog', '=', 'countries').where('id', '=', 1).execute();
        // A read inside the edit's own transaction sees (and keeps in memory) the uncommitted version.
        const inside = await createCatalogRepository(trx).list(null, ['countries'], 'es');
        expect(inside.find((p) => p.id === 1)?.label).toBe('Nunca');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await spainIn('es')).toBe('España');
    await t.db.insertInto('catalog_items').values({ catalog: 'countries', id: 99_001, label_ca: 'Terra', label_es: 'Tierra', label_en: 'Land' }).execute();
    const paises = (await t.call('GET', '/api/Dominios/dominios/es')).body.datos.paises as { id: number; nombre: string }[];
    expect(paises.find((p) => p.id === 99_001)?.nombre).toBe('Tierra');
    expect(paises.find((p) => p.id === 1)?.nombre).toBe('España');
  });

  it('reads the lists from the database once per version, then only the version', async () => {
    // The statements of the request only (x-query-count): the app's mail worker reads its outbox on its own clock.
    const counted = await buildApp({ config: { ...t.config, benchCeiling: true }, db: t.db, logger: false, mailer: { send: async () => {} } });
    try {
      await counted.inject({ method: 'GET', url: '/api/Dominios/dominios/es', headers: { host: '127.0.0.1' } });
      const res = await counted.inject({ method: 'GET', url: '/api/Dominios/dominios/ca', headers: { host: '127.0.0.1' } });
      expect(res.json().status).toBe(0);
      // One statement and no list: the reference version, read once at the start of the request, which also
      // vouches for the institution's run-time settings kept in memory (plugins/institution-settings.ts).
      expect(res.headers['x-query-count']).toBe('1');
      const { rows } = await sql<{ version: string }>`select version from reference_data_version`.execute(t.db);
      await t.db.updateTable('catalog_items').set({ sort: 1 }).where('catalog', '=', 'countries').where('id', '=', 1).execute();
      const after = await sql<{ version: string }>`select version from reference_data_version`.execute(t.db);
      expect(after.rows[0]?.version).not.toBe(rows[0]?.version);
    } finally {
      await counted.close();
    }
  });

  it('lets a write call trust the version its request read, until the call changes a list itself', async () => {
    /** Counts the statements that read the version. */
    class VersionReads implements KyselyPlugin {
      count = 0;
      transformQuery({ node }: PluginTransformQueryArgs) {
        if (JSON.stringify(node).includes('"reference_data_version"')) this.count += 1;
        return node;
      }
      async transformResult({ result }: PluginTransformResultArgs) {
        return result;
      }
    }
    const reads = new VersionReads();
    const root = t.db.withPlugin(reads);
    const spain = async (db: typeof t.db) => (await createCatalogRepository(db).list(null, ['countries'], 'es')).find((p) => p.id === 1)?.label;
    const call = new UnitOfWork(root, true);
    const version = await readReferenceVersion(t.db);
    await new Promise<void>((resolve, reject) => {
      withReferenceVersion(version, () => {
        void (async () => {
          const trx = await call.db();
          expect(await spain(trx)).toBe('España');
          // Most write calls (an enrolment, a CV edit) change no list: the request's version stands, no second read.
          expect(reads.count).toBe(0);
          await trx.updateTable('catalog_items').set({ label_es: 'Reino de España' }).where('catalog', '=', 'countries').where('id', '=', 1).execute();
          // A call that changed a list reads the version inside its transaction, and sees its own edit.
          expect(await spain(trx)).toBe('Reino de España');
          expect(reads.count).toBe(1);
        })().then(resolve, reject);
      });
    }).finally(() => call.rollback());
    expect(await spainIn('es')).toBe('España');
  });
});
