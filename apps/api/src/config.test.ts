import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const secret = 'x'.repeat(40);

describe('configuration is validated at start', () => {
  it('defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', tokenTtlSeconds: 28800, trustedProxies: [], apiDocs: true, sourceMaps: true, maintenance: false });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ TOKEN_TTL_SECONDS: '-5' }, 'TOKEN_TTL_SECONDS'],
    [{ DATABASE_URL: 'mysql://db/portal' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'empleo.example.org' }, 'PUBLIC_URL'],
    [{ TRUSTED_PROXIES: '10.0.0.1,proxy.local' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES'],
    [{ INSTITUTION_HOSTS: 'empleo.uib.es' }, 'INSTITUTION_HOSTS'],
    [{ MAINTENANCE: 'yes' }, 'MAINTENANCE'],
    [{ API_DOCS: '1' }, 'API_DOCS'],
    [{ SOURCE_MAPS: 'on' }, 'SOURCE_MAPS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
  ])('%o stops the start naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('names every offending variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', MAINTENANCE: 'maybe' })).toThrow(/PORT[\s\S]*MAINTENANCE/);
  });

  it('trusted proxies, docs and source maps', () => {
    const config = loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16,::1', NODE_ENV: 'production', JWT_SECRET: secret, SEED_DEMO: 'false' });
    expect(config.trustedProxies).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    expect(config.apiDocs).toBe(false);
    expect(config.sourceMaps).toBe(false);
    const opened = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, API_DOCS: 'true', SOURCE_MAPS: 'true' });
    expect(opened.apiDocs).toBe(true);
    expect(opened.sourceMaps).toBe(true);
  });

  it('keeps the overrides tests use', () => {
    expect(loadConfig({ PORT: '8080' }, { port: 1 }).port).toBe(1);
  });
});
