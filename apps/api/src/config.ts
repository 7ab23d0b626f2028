import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /** Folder of the embedded database and of the mail outbox. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl?: string;
  /** In-memory PGlite (tests). */
  inMemoryDatabase?: boolean;
  jwtSecret?: string;
  tokenTtlSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  /** Extra host name -> institution id entries, besides `<id>.localhost`. */
  institutionHosts: Record<string, string>;
  defaultInstitution: string;
  maintenance: boolean;
  webDist: string;
  logLevel: string;
  /** The clock used for tokens, links and limits; tests move it. */
  now: () => Date;
  /** Seed demo data into an empty database (never in production). */
  seedDemo: boolean;
}

function parseHosts(value: string | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [host, id] = pair.split('=').map((s) => s.trim().toLowerCase());
    if (host && id) map[host] = id;
  }
  return map;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const production = env.NODE_ENV === 'production';
  const config: AppConfig = {
    production,
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 8 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Portal de Empleo <no-reply@portal.example>',
    institutionHosts: parseHosts(env.INSTITUTION_HOSTS),
    defaultInstitution: env.DEFAULT_INSTITUTION ?? 'generic',
    maintenance: env.MAINTENANCE === 'true',
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    now: () => new Date(),
    seedDemo: !production && env.SEED_DEMO !== 'false',
    ...overrides,
  };
  if (config.production && !config.jwtSecret) {
    throw new Error('JWT_SECRET must be set when NODE_ENV=production (every API process must share it).');
  }
  if (config.production && config.seedDemo) {
    throw new Error('Demo data is never created in production.');
  }
  return config;
}
