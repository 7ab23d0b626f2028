import { ConfigError, loadConfig } from './config.ts';
import { prepareDatabase } from './db/prepare.ts';
import { DatabaseInUseError } from './db/data-dir-lock.ts';
import { buildApp } from './app.ts';
import { scheduleAccountErasure } from './modules/registration/erasure-schedule.ts';
import { scheduleHousekeeping } from './lib/housekeeping.ts';
import { startDemoIdentityProvider } from './modules/sso/index.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, db: database.db });
  // The demo's identity provider for the UIB's single sign-on (never in production: demo-provider.ts).
  await startDemoIdentityProvider(config, (message) => app.log.info(message));
  scheduleAccountErasure(app, database.db, config.now);
  scheduleHousekeeping(app, database.db, config.now);

  // Graceful: no new connections, in-flight requests answered (Fastify's close waits for them, and answers 503 to
  // a request that arrives on a kept-alive connection meanwhile), then the database closed. A request that never
  // ends cannot hold the process forever.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('requests still running after 15 s: stopping anyway');
      process.exit(1);
    }, 15_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, startupMs: Date.now() - started },
    `portal ready on http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  // A configuration error or a database held by another process is the operator's to fix: the message says what
  // to do, a stack trace adds nothing.
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
