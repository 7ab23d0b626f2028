import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * The back office's pages on a phone and in Catalan, with an offer sent back on the way. The whole marketplace loop
 * (company, offer, candidates, proposal, dashboard, change log) is walked in marketplace-loop.spec.ts.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

async function screenOnly(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

async function staffLogin(page: Page): Promise<void> {
  await page.goto('/login/gestores');
  await fillLogin(page, 'gestor@example.org');
  await expect(page.getByRole('heading', { level: 1, name: /Hola, Marta/ })).toBeVisible();
}

test.describe('the back office', () => {
  test('every staff page, on a phone and in Catalan, looks finished', async ({ page }) => {
    await staffLogin(page);
    // Give the queues something to show: send one pending offer back and block nothing.
    await page.goto('/gestion/ofertas');
    const row = page.getByRole('row').nth(1);
    await row.getByRole('button', { name: 'Devolver' }).click();
    await page.getByRole('dialog').getByLabel('Observaciones').fill('Indique el horario y el salario bruto anual.');
    await snap(page, 'staff-offers-send-back-es');
    await page.getByRole('dialog').getByRole('button', { name: 'Devolver' }).click();
    await expect(page.getByRole('status')).toContainText('devuelta');

    await page.goto('/gestion/empresas?estado=validada');
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Datos de la empresa' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'staff-company-es');

    await page.setViewportSize(PHONE);
    for (const [path, name] of [
      ['/', 'staff-home'],
      ['/gestion/empresas', 'staff-companies'],
      ['/gestion/ofertas?estado=devuelta', 'staff-offers-returned'],
      ['/gestion/auditoria', 'staff-audit'],
      ['/gestion/panel', 'staff-dashboard'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await screenOnly(page, `${name}-es-phone`);
    }

    await page.evaluate(() => localStorage.setItem('_idioma', 'ca'));
    await page.setViewportSize(WIDE);
    for (const [path, heading, name] of [
      ['/gestio/empreses', 'Empreses', 'staff-companies'],
      ['/gestio/ofertes', 'Ofertes', 'staff-offers'],
      ['/gestio/auditoria', 'Registre de canvis', 'staff-audit'],
      ['/gestio/tauler', 'Tauler', 'staff-dashboard'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
      await snap(page, `${name}-ca`);
    }
    await page.setViewportSize(PHONE);
    await page.goto('/gestio/ofertes');
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertes' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await screenOnly(page, 'staff-offers-ca-phone');
  });
});
