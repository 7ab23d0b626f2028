import crypto from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInstitution } from './plugins/institution.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';
import { createTokenService } from './modules/session/tokens.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { publicRoutes } from './modules/public/public.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { internshipsRoutes } from './modules/internships/internships.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { candidaciesRoutes } from './modules/candidacies/candidacies.routes.ts';
import { cvModuleRoutes } from './modules/cv/cv.module.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  /** Tests may pass a mailer; otherwise SMTP_URL or the outbox folder is used. */
  mailer?: Mailer;
  logger?: boolean | object;
}

/** Uploads are at most 2 MB, which is about 2.7 MB once base64-encoded in a JSON body. */
const BODY_LIMIT_BYTES = 4 * 1024 * 1024;

export async function buildApp({ config, db, mailer, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { caseSensitive: false },
    trustProxy: config.production,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: true } },
  });
  // The API speaks JSON only; anything else is refused with 604 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerInstitution(app, config);
  await registerOpenApi(app);

  const tokens = createTokenService(await resolveJwtSecret(db, config.jwtSecret), config.tokenTtlSeconds, config.now);
  registerAuth(app, db, tokens);

  const limiter = createRateLimiter(db, config.now);
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log });
  const session = createSessionService({ db, tokens, mailer: mail, limiter, now: config.now });

  publicRoutes(app, db, config);
  sessionRoutes(app, session, config);
  homeRoutes(app, { db, now: config.now });
  internshipsRoutes(app, { db, now: config.now });
  registrationRoutes(app, { db, session, mailer: mail, now: config.now });
  offersRoutes(app, { db, now: config.now });
  candidaciesRoutes(app, { db, now: config.now });
  cvModuleRoutes(app, { db, now: config.now });

  await registerSpa(app, config.webDist);
  return app;
}
