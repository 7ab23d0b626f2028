import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * A student saves a search and turns on its bell (new matching offers once a day, docs/decisions.md "Saved-search
 * alerts"), wide and on a phone, in Spanish and Catalan; and the daily summary's way out asks for one click and
 * says plainly when its link is not valid.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function switchLanguage(page: Page, label: string, from: string, yes: string): Promise<void> {
  await page.getByLabel('Idioma', { exact: true }).first().selectOption({ label });
  await page.getByRole('alertdialog', { name: from }).getByRole('button', { name: yes }).click();
}

test('a saved search’s bell turns its daily alert on and off, in Spanish and Catalan, wide and on a phone', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/login/alumnos');
  await fillLogin(page, 'alumno@example.org');
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
  const name = `Alerta ${Date.now() % 100000}`;
  await page.goto('/ofertas-empleo?texto=desarrollo');
  await page.getByRole('button', { name: 'Guardar esta búsqueda' }).click();
  await page.getByLabel('Nombre de la búsqueda').fill(name);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Búsqueda guardada.')).toBeVisible();

  const bellOn = page.getByRole('button', { name: `Avisarme de ofertas nuevas de «${name}»` });
  await expect(bellOn).toHaveAttribute('aria-pressed', 'false');
  await bellOn.click();
  await expect(page.getByText('Te avisaremos una vez al día de las ofertas nuevas de esta búsqueda.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Dejar de avisarme de «${name}»` })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await shot(page, 'search-alerts-es-wide');

  // After a reload the bell is still on: it is kept on the server.
  await page.reload();
  await expect(page.getByRole('button', { name: `Dejar de avisarme de «${name}»` })).toHaveAttribute('aria-pressed', 'true');

  await switchLanguage(page, 'Català', 'Cambiar el idioma', 'Sí');
  await expect(page.getByRole('button', { name: `Deixa d'avisar-me de «${name}»` })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'search-alerts-ca-wide');

  await page.setViewportSize(PHONE);
  // On a phone the filters and saved searches are in a drawer behind a button.
  await page.getByRole('button', { name: /Filtres/ }).first().click();
  const off = page.getByRole('button', { name: `Deixa d'avisar-me de «${name}»` });
  await off.click();
  await expect(page.getByText("Ja no t'avisarem d'aquesta cerca.")).toBeVisible();
  await expect(page.getByRole('button', { name: `Avisa'm de les ofertes noves de «${name}»` })).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page);
  await shot(page, 'search-alerts-ca-phone');
  await page.getByRole('button', { name: `Elimina la cerca «${name}»` }).click();
  await expect(page.getByText('Cerca eliminada.')).toBeVisible();
  // Back to Spanish for the journeys after this one (the language picker is in the wide header, behind the drawer).
  await page.getByRole('button', { name: 'Tanca els filtres' }).click();
  await page.setViewportSize(WIDE);
  await switchLanguage(page, 'Castellano', "Canviar l'idioma", 'Sí');
});

test('the daily summary’s way out asks for one click, and says so when its link is not valid', async ({ page }) => {
  for (const viewport of [WIDE, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/baja-resumen?t=1.0.enlace-que-no-vale-nada-nada-nada');
    await expect(page.getByRole('heading', { name: 'Dejar de recibir el resumen diario' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, `digest-unsubscribe-es-${viewport === WIDE ? 'wide' : 'phone'}`);
    await page.getByRole('button', { name: 'Dejar de recibir el resumen' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
});
