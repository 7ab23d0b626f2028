import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { DestinationStream } from 'pino';
import { inject as providedByRun } from 'vitest';
import { loadConfig, type AppConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/connect.ts';
import { prepareDatabase, DEMO_PASSWORD } from '../db/prepare.ts';
import type { Db } from '../db/database.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { freshDatabaseUrl } from './test-database.ts';
import { templateStillFits } from './template-database.ts';
import { fileClockOffsetMs } from './test-hours.ts';

export { DEMO_PASSWORD };

/** A clock the test moves by hand, so expiry rules are tested without waiting. */
export class TestClock {
  private offsetMs = fileClockOffsetMs(Date.now());
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  clock: TestClock;
  /** Mails the app sent when no SMTP mailer was given. */
  sentMail: MailMessage[];
  call(method: 'GET' | 'POST', url: string, options?: { body?: unknown; token?: string; host?: string; headers?: Record<string, string> }): Promise<CallResult>;
  login(role: 'Alumno' | 'Empresa' | 'Gestor', usuario: string, options?: { password?: string; idEmpresa?: number; host?: string }): Promise<string>;
  close(): Promise<void>;
}

export interface CallResult {
  statusCode: number;
  body: { status: number; datos?: any; mensaje?: string };
  raw: LightMyRequestResponse;
}

/**
 * The template's dump, read once per test worker (its files share the worker's modules): a Blob is immutable, and
 * each app loads it into a database of its own.
 */
let dumpRead: { file: string; blob: Blob } | undefined;
function templateDump(file: string): Blob {
  if (dumpRead?.file !== file) dumpRead = { file, blob: new Blob([fs.readFileSync(file)]) };
  return dumpRead.blob;
}

/** Boots the real app on a fresh, migrated database with the reference and demo data. */
export async function createTestApp(
  options: {
    mailer?: Mailer;
    overrides?: Partial<AppConfig>;
    logStream?: DestinationStream;
    /** What the app is given instead of the prepared database (a test standing between the app and it). */
    wrapDatabase?: (db: Db) => Db;
  } = {},
): Promise<TestApp> {
  const clock = new TestClock();
  const configFor = (databaseUrl: string | undefined, dataDir: string) =>
    loadConfig(
      { NODE_ENV: 'test' },
      {
        databaseUrl,
        inMemoryDatabase: !databaseUrl,
        dataDir,
        now: clock.now,
        webDist: path.join(dataDir, 'no-web-build'),
        ...options.overrides,
      },
    );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  // The run's template (migrated and seeded once) when this app would seed the demo data itself.
  const provided = providedByRun('templateDatabase');
  const template = templateStillFits(provided, clock.now()) && configFor(undefined, dataDir).seedDemo ? provided : undefined;
  const database = await freshDatabaseUrl(template?.databaseName);
  const config = configFor(database.url, dataDir);
  const initialData = template?.dumpFile && !database.url ? templateDump(template.dumpFile) : undefined;
  // A copy of the template is migrated and seeded already, so it is opened as it is: the migrator's and the
  // reference seed's checks cost each app 0.4-1 s under load and find nothing to do.
  const handle = template
    ? await openDatabase({ databaseUrl: config.databaseUrl, inMemory: config.inMemoryDatabase, initialData })
    : await prepareDatabase(config);
  // A copy of the template is a database of its own, so it takes an id of its own: the in-memory copies a process
  // keeps (reference lists, institution settings) are keyed by that id and the data's version
  // (lib/reference-version.ts), and the files of one test worker share those copies (vitest.config.ts): two copies
  // with the template's id would hand one test's edited lists to another.
  if (template) await sql`update reference_data_version set database_id = gen_random_uuid()`.execute(handle.db);
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = options.mailer ?? { send: async (m) => void sentMail.push(m) };
  const app = await buildApp({ config, db: options.wrapDatabase?.(handle.db) ?? handle.db, mailer, logger: false, logStream: options.logStream });
  await app.ready();

  const call: TestApp['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { host: opts.host ?? '127.0.0.1', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const inject: InjectOptions = { method, url, headers };
    if (opts.body !== undefined) inject.payload = opts.body as InjectOptions['payload'];
    const raw = await app.inject(inject);
    // The call's mails were queued in its transaction and the worker woken at commit: wait for that pass, so a
    // test reads what a user would find in the inbox a moment later.
    await app.mailOutbox.settled();
    let body: CallResult['body'];
    try {
      body = raw.json();
    } catch {
      throw new Error(`Not a JSON envelope (${raw.statusCode}): ${raw.body.slice(0, 200)}`);
    }
    return { statusCode: raw.statusCode, body, raw };
  };

  return {
    app,
    db: handle.db,
    config,
    clock,
    sentMail,
    call,
    async login(role, usuario, opts = {}) {
      const res = await call('POST', `/api/${role}/logaUsuario`, {
        body: { usuario, password: opts.password ?? DEMO_PASSWORD, idEmpresa: opts.idEmpresa },
        host: opts.host,
      });
      if (res.body.status !== 0 || !res.body.datos?.token) {
        throw new Error(`Login of ${usuario} failed: ${JSON.stringify(res.body)}`);
      }
      return res.body.datos.token as string;
    },
    async close() {
      await app.close();
      await handle.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
