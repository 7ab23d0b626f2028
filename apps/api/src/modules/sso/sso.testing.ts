import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';

/** The test provider's accounts' password (sso.test.ts, surveys-sso.test.ts). */
export const PROVIDER_PASSWORD = 'Clau-1234';

/**
 * Begins a sign-on at the portal (the candidates' `POST /api/Alumno/iniciaLoginIntegrado`, or a survey's) and signs
 * in at the provider's own login page with a browser's cookies: the address the provider sends the person back to.
 */
export async function throughProvider(
  t: TestApp,
  issuer: string,
  start: { path: string; host?: string; body?: object },
  login: string,
  password = PROVIDER_PASSWORD,
): Promise<string> {
  const begun = await t.call('POST', start.path, { host: start.host, body: start.body });
  expect(begun.body.status, JSON.stringify(begun.body)).toBe(0);
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
    return res;
  };
  let res = await send(begun.body.datos.url);
  let location = new URL(res.headers.get('location')!, issuer);
  expect(location.pathname).toMatch(/^\/interaction\//);
  const loginPage = await send(location.href);
  expect(await loginPage.text()).toContain('name="password"');
  res = await send(`${location.href}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password }).toString(),
  });
  for (let hops = 0; hops < 5; hops++) {
    location = new URL(res.headers.get('location')!, issuer);
    if (location.pathname === '/acceso') return location.href;
    res = await send(location.href);
  }
  throw new Error('the provider did not send the person back');
}
