import crypto from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { OFFER_URL_MAX } from '@portal/shared';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { DbHandle } from './lib/request-context.ts';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './plugins/errors.ts';
import { registerInstitution } from './plugins/institution.ts';
import { maintenanceChecker, registerMaintenance } from './plugins/maintenance.ts';
import { registerInstitutionSettings } from './plugins/institution-settings.ts';
import { createGodModePasses } from './lib/god-mode-pass.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerBenchCeiling } from './plugins/bench-ceiling.ts';
import { registerControlCharacterGuard } from './plugins/control-characters.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { registerCachePolicy } from './plugins/cache-policy.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { MODULES } from './modules/index.ts';
import { setCallDatabase } from './lib/contract-route.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { loggerOptions } from './lib/logging.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { queueMail, startMailOutbox } from './mail/outbox.ts';
import { trackRoutes } from './lib/route-registry.ts';
import { countQueriesPerRequest, requestQueryCounter } from './lib/query-counter.ts';
import { watchDatabase } from './lib/database-outage.ts';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  /** Tests may pass a mailer; otherwise SMTP_URL or the outbox folder is used. */
  mailer?: Mailer;
  logger?: boolean | object;
  /** Where the portal's own logger writes (tests read it); implies that logger, with its masking. */
  logStream?: DestinationStream;
}

/** Uploads are at most 2 MB, which is about 2.7 MB once base64-encoded in a JSON body. */
const BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/** Longer path parameters than any identifier or offer slug of the contract are refused before routing. */
const MAX_PARAM_LENGTH = 3 * OFFER_URL_MAX;

/** The domain of the sender's address, for the Message-IDs of the outbox. */
function mailDomain(from: string): string {
  return /@([\w.-]+)/.exec(from)?.[1] ?? 'portal.invalid';
}

export async function buildApp({ config, db: rootDb, mailer, logger, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream ? loggerOptions(config.logLevel, logStream) : (logger ?? loggerOptions(config.logLevel)),
    bodyLimit: BODY_LIMIT_BYTES,
    // Spec paths are written with any case and sometimes a trailing slash (`/api/Alumno/inscribirse/`).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // X-Forwarded-For is believed only from the configured reverse proxies (TRUSTED_PROXIES), never from anyone.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: true } },
  });
  // The benchmark counts the statements of each request (x-query-count); nothing else pays for it.
  const counted = config.benchCeiling ? rootDb.withPlugin(requestQueryCounter) : rootDb;
  const outage = watchDatabase(app.log);
  const db = counted.withPlugin(outage.plugin);
  trackRoutes(app);
  if (config.benchCeiling) countQueriesPerRequest(app);
  // The API speaks JSON only; anything else is refused with 604 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  setCallDatabase(app, db);
  registerErrorHandling(app, outage);
  registerControlCharacterGuard(app);
  await registerSecurityHeaders(app, { production: config.production });
  registerCachePolicy(app);
  registerInstitution(app, config);
  registerInstitutionSettings(app, db);
  const secret = await resolveJwtSecret(db, config.jwtSecret);
  const godModePasses = createGodModePasses(secret, () => config.now());
  const isInMaintenance = maintenanceChecker(config);
  registerMaintenance(app, isInMaintenance, godModePasses);
  if (config.apiDocs) await registerOpenApi(app);

  const tokens = createTokenService(secret, config.tokenTtlSeconds, config.now);
  registerAuth(app, db, tokens);

  const limiter = createRateLimiter(db, config.now);
  // Every mail is queued in the outbox by the call that causes it and sent by this worker (docs/decisions.md,
  // "Mail that cannot be lost"); the transport is SMTP, or the outbox folder when SMTP_URL is unset.
  const transport = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log });
  const outbox = startMailOutbox({ db, mailer: transport, now: config.now, log: app.log, messageIdDomain: mailDomain(config.mailFrom), pollMs: config.mailPollMs });
  const mail = { queue: (handle: DbHandle, mails: Parameters<typeof queueMail>[1]) => queueMail(handle, mails, config.now()), nudge: outbox.nudge };
  app.decorate('mailQueue', mail);
  app.decorate('mailOutbox', outbox);
  app.addHook('onClose', async () => outbox.stop());
  const auth = createAuthService({ db, tokens, mail, limiter, now: config.now });

  const deps = { config, now: config.now, mail, auth, db, isInMaintenance, godModePasses, outage };
  for (const module of MODULES) module.routes(app, deps);
  if (config.benchCeiling) registerBenchCeiling(app, tokens);

  await registerSpa(app, config.webDist, { sourceMaps: config.sourceMaps });
  return app;
}
