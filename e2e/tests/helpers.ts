import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import axe, { type Result as AxeViolation } from 'axe-core';
import fs from 'node:fs';
import path from 'node:path';

export const DEMO_PASSWORD = 'Demo1234';
export const SCREENSHOT_DIR = path.join(import.meta.dirname, '..', 'screenshots');

export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * What axe (all its rules, or `rules`) finds wrong with the page as it is now. `@axe-core/playwright` opens a new
 * page for every analysis to put the frames' findings together: 1.2-2.8 s a look on a loaded machine. A page of the
 * portal has no frames, so axe runs in the page itself, injected once per document: 0.1-0.4 s a look, the same
 * findings. A page with frames still goes through the frames' way.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    return (await (rules ? builder.withRules(rules) : builder).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (only) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) });
    return results.violations;
  }, rules ?? null);
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Checked on a settled page: a list being refreshed is dimmed on purpose (its old rows stay readable meanwhile).
  await expect(page.locator('.offer-list--stale, .bo-table-wrap--stale')).toHaveCount(0);
  // ...and back to full opacity: the list fades back in (a short transition), and axe measures colours as drawn.
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.offer-list, .bo-table-wrap')).every((list) => getComputedStyle(list).opacity === '1'));
  const bad = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export type JourneyLanguage = 'es' | 'ca';
export const WIDE = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A page in a context of its own at `base`, whose interface starts in `language` (the stored choice), wide. */
export async function newPageIn(browser: Browser, base: string, language: JourneyLanguage): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, locale: 'es-ES' });
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.setItem('_idioma', lang), language);
  await page.setViewportSize(WIDE);
  return page;
}

/** Signs in with the demo password at a login page, whose labels are in the page's language. */
export async function signInAt(page: Page, loginPath: string, email: string, language: JourneyLanguage): Promise<void> {
  await page.goto(loginPath);
  if (language === 'ca') {
    await page.getByLabel('Usuari').fill(email);
    await page.getByLabel('Contrasenya').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();
  } else {
    await fillLogin(page, email);
  }
}

/**
 * The page as it is now at both widths, once `settled` holds at each: in its language, nothing wider than the
 * screen, axe clean, a screenshot each (`<name>-<language>-<width>.png`). Leaves the page wide.
 */
export async function looksAtBothWidths(page: Page, name: string, language: JourneyLanguage, settled: (page: Page) => Promise<void>): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  for (const [width, viewport] of [
    ['1280', WIDE],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} ${language} ${width} is wider than the screen`).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await shot(page, `${name}-${language}-${width}`);
  }
  await page.setViewportSize(WIDE);
}

export async function fillLogin(page: Page, usuario: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Sets a candidate's saved interface language through the API (the one restored at each sign-in), so a test starts
 * from a known language whatever an earlier test of the file left, even one that failed half way.
 */
export async function setCandidateLanguage(request: APIRequestContext, usuario: string, language: 'ca' | 'es' | 'en'): Promise<void> {
  const login = await request.post('/api/Alumno/logaUsuario', { data: { usuario, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { datos: { token: string } }).datos.token;
  const ids = { ca: 1, es: 2, en: 3 } as const;
  const saved = await request.post('/api/Alumno/editarIdiomaPreferido', { headers: { Authorization: `Bearer ${token}` }, data: { idIdioma: ids[language] } });
  expect(((await saved.json()) as { status: number }).status).toBe(0);
}

