import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BRAND_IDS, isBrandId } from '@portal/shared';

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
  /** How often the mail worker looks for due mails between the nudges of the calls (retries, other processes). */
  mailPollMs: number;
  /** Origin of mailed links when the request's host is not a known institution host. */
  publicUrl?: string;
  /** Extra host name -> institution id entries, besides `<id>.localhost`. */
  institutionHosts: Record<string, string>;
  defaultInstitution: string;
  /** Institutions in maintenance: all (true), none (false) or those listed. Read through isInMaintenance. */
  maintenance: boolean | readonly string[];
  webDist: string;
  logLevel: string;
  /** Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed; empty: none. */
  trustedProxies: string[];
  /** Serve the OpenAPI viewer and document at /api/docs (always outside production). */
  apiDocs: boolean;
  /** Serve the web build's source maps (always outside production). */
  sourceMaps: boolean;
  /** The clock used for tokens, links and limits; tests move it. */
  now: () => Date;
  /** Seed demo data into an empty database (never in production). */
  seedDemo: boolean;
  /**
   * The benchmark's ceiling route (`GET /bench/ceiling`): an authenticated answer of a given size that touches no
   * table, to measure what the server itself can do. Only `npm run bench` turns it on; refused in production.
   */
  benchCeiling: boolean;
  /** How long the total of an offer list (per institution, type and filters) is reused, in ms; 0: counted each time. */
  offerCountCacheMs: number;
  /**
   * Deep pages of the offers list (modules/offers/deep-pages.ts): a remembered position every `every` offers,
   * used from offset `from` on. Tests set small values to walk every case over a few offers.
   */
  offerListPositions: { every: number; from: number };
}

function parseHosts(value: string | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [host, id] = pair.split('=').map((s) => s.trim().toLowerCase());
    if (host && id) map[host] = id;
  }
  return map;
}

/** MAINTENANCE: 'true' for every institution, or a comma-separated list of institution ids. */
function parseMaintenance(value: string | undefined): boolean | string[] {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'true') return true;
  if (text === '' || text === 'false') return false;
  return text.split(',').map((id) => id.trim()).filter((id) => id !== '');
}

/** An IPv4/IPv6 address, optionally with a /prefix, as Fastify's trustProxy takes it. */
function isAddressOrCidr(value: string): boolean {
  const [address, prefix, extra] = value.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const flag = z.preprocess(blankAsUnset, z.enum(['true', 'false'], { error: 'must be true or false' }).optional());
const url = (protocols: string[], example: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), { error: `must be a URL like ${example}` })
      .optional(),
  );
const positiveInteger = (max: number) =>
  z.preprocess(blankAsUnset, z.string().regex(/^\d+$/, { error: 'must be a whole number' }).transform(Number).pipe(z.number().int().min(1, { error: 'must be at least 1' }).max(max, { error: `must be at most ${max}` })).optional());

/** Every variable the server reads (README, "Configuration"); an invalid value stops the start naming it. */
const environment = z.object({
  NODE_ENV: z.preprocess(blankAsUnset, z.string().optional()),
  PORT: positiveInteger(65535),
  HOST: z.preprocess(blankAsUnset, z.string().optional()),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/database'),
  JWT_SECRET: z.preprocess(blankAsUnset, z.string().min(32, { error: 'must be at least 32 characters long' }).optional()),
  TOKEN_TTL_SECONDS: positiveInteger(30 * 24 * 3600),
  MAIL_POLL_MS: positiveInteger(3600 * 1000),
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:password@host:587'),
  MAIL_FROM: z.preprocess(blankAsUnset, z.string().optional()),
  PUBLIC_URL: url(['http:', 'https:'], 'https://empleo.example.org'),
  INSTITUTION_HOSTS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((value) => list(value).every((pair) => /^[^=\s]+=[^=\s]+$/.test(pair)), { error: 'must be host=institution pairs separated by commas' })
      .optional(),
  ),
  DEFAULT_INSTITUTION: z.preprocess(blankAsUnset, z.string().optional()),
  MAINTENANCE: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((value) => ['true', 'false'].includes(value.trim().toLowerCase()) || list(value.toLowerCase()).every(isBrandId), {
        error: `must be true, false or institution ids separated by commas (${BRAND_IDS.join(', ')})`,
      })
      .optional(),
  ),
  WEB_DIST: z.preprocess(blankAsUnset, z.string().optional()),
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }).optional()),
  SEED_DEMO: flag,
  TRUSTED_PROXIES: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((value) => list(value).every(isAddressOrCidr), { error: 'must be IP addresses or CIDR ranges separated by commas, e.g. 10.0.0.1,192.168.0.0/16' })
      .optional(),
  ),
  API_DOCS: flag,
  SOURCE_MAPS: flag,
  BENCH_CEILING: flag,
  OFFER_COUNT_CACHE_MS: z.preprocess(blankAsUnset, z.string().regex(/^\d+$/, { error: 'must be a whole number' }).transform(Number).optional()),
});

/** Thrown when the environment is unusable; the message names every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  const config: AppConfig = {
    production,
    port: vars.PORT ?? 3000,
    host: vars.HOST ?? '127.0.0.1',
    dataDir: path.resolve(vars.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: vars.JWT_SECRET,
    tokenTtlSeconds: vars.TOKEN_TTL_SECONDS ?? 8 * 3600,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? 'Portal de Empleo <no-reply@portal.example>',
    mailPollMs: vars.MAIL_POLL_MS ?? 5000,
    publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, ''),
    institutionHosts: parseHosts(vars.INSTITUTION_HOSTS),
    defaultInstitution: vars.DEFAULT_INSTITUTION ?? 'generic',
    maintenance: parseMaintenance(vars.MAINTENANCE),
    webDist: path.resolve(vars.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: vars.LOG_LEVEL ?? 'info',
    trustedProxies: list(vars.TRUSTED_PROXIES),
    apiDocs: !production || vars.API_DOCS === 'true',
    sourceMaps: !production || vars.SOURCE_MAPS === 'true',
    now: () => new Date(),
    seedDemo: !production && vars.SEED_DEMO !== 'false',
    benchCeiling: vars.BENCH_CEILING === 'true',
    // A total a few seconds old is fine on a list page; tests and development see every change at once.
    offerCountCacheMs: vars.OFFER_COUNT_CACHE_MS ?? (production ? 10_000 : 0),
    // A million offers hold 2,000 positions; a deep page skips fewer than 500 index entries.
    offerListPositions: { every: 500, from: 2_000 },
    ...overrides,
  };
  if (config.production && !config.jwtSecret) {
    throw new ConfigError('JWT_SECRET must be set when NODE_ENV=production (every API process must share it).');
  }
  if (config.production && config.benchCeiling) {
    throw new ConfigError('BENCH_CEILING is for the benchmark only, never in production.');
  }
  if (config.production && config.seedDemo) {
    throw new ConfigError('Demo data is never created in production.');
  }
  return config;
}
