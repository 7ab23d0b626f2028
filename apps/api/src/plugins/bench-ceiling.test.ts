import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { registeredRoutes } from '../lib/route-registry.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let bench: TestApp;
let token: string;

beforeAll(async () => {
  bench = await createTestApp({ overrides: { benchCeiling: true } });
  token = await bench.login('Alumno', 'alumno@example.org');
});
afterAll(async () => {
  await bench?.close();
});

describe('the benchmark ceiling', () => {
  it('answers a signed-in caller a body of the size asked, and refuses a missing token', async () => {
    const res = await bench.call('GET', '/bench/ceiling?bytes=5000', { token });
    expect(res.statusCode).toBe(200);
    expect(res.raw.body.length).toBe(5000);
    expect(res.body.status).toBe(0);
    expect((await bench.call('GET', '/bench/ceiling?bytes=5000')).body.status).toBe(2);
  });

  it('tells the benchmark how many statements each request ran', async () => {
    const res = await bench.call('GET', '/api/Alumno/dameNumOfertasEmpleoUsuario', { token });
    expect(Number(res.raw.headers['x-query-count'])).toBeGreaterThan(0);
    expect((await bench.call('GET', '/bench/ceiling', { token })).raw.headers['x-query-count']).toBe('0');
  });

  it('does not exist without the flag, so the route guards never meet it', async () => {
    const plain = await createTestApp();
    try {
      expect(registeredRoutes(plain.app).some((route) => route.url === '/bench/ceiling')).toBe(false);
      expect((await plain.call('GET', '/bench/ceiling', { token })).body.status).toBe(606);
      expect((await plain.call('GET', '/api/Alumno/dameNumOfertasEmpleoUsuario', { token })).raw.headers['x-query-count']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), BENCH_CEILING: 'true' })).toThrow(/BENCH_CEILING/);
  });
});
