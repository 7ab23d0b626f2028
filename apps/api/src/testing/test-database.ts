import crypto from 'node:crypto';
import pg from 'pg';

/**
 * With DATABASE_URL set (CI's second run), each test file gets its own fresh database on that server, empty or a
 * copy of `template`; otherwise an in-memory PGlite. Returns the URL to use (undefined = PGlite) and a cleanup.
 */
export async function freshDatabaseUrl(template?: string): Promise<{ url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `portal_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
