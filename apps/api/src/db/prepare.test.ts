import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEMO_PASSWORD, prepareDatabase } from './prepare.ts';
import { DEMO_PASSWORD_HASH } from './seed/demo-password.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { freshDatabaseUrl } from '../testing/test-database.ts';

describe('production start', () => {
  it('refuses to start without a JWT secret and never seeds demo data', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, { seedDemo: true })).toThrow(/never/);
  });

  it('creates the reference data but no demo account on an empty production database', async () => {
    const database = await freshDatabaseUrl();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prod-'));
    const config = loadConfig(
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
      { databaseUrl: database.url, inMemoryDatabase: !database.url, dataDir },
    );
    const handle = await prepareDatabase(config);
    try {
      const users = await handle.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(users.n)).toBe(0);
      const institutions = await handle.db.selectFrom('institutions').select('id').execute();
      expect(institutions.map((i) => i.id).sort()).toEqual(['fpcat', 'generic', 'udg', 'uib', 'urv', 'uvic']);
      const degrees = await handle.db.selectFrom('catalog_items').select('id').where('catalog', '=', 'degrees').limit(1).execute();
      expect(degrees).toHaveLength(1);
    } finally {
      await handle.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the demo password', () => {
  it('is stored as a hash that verifies, made with the parameters every new password gets', async () => {
    expect(await verifyPassword(DEMO_PASSWORD_HASH, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD_HASH, 'Demo12345')).toBe(false);
    const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(parameters(DEMO_PASSWORD_HASH)).toBe(parameters(await hashPassword(DEMO_PASSWORD)));
  });
});
