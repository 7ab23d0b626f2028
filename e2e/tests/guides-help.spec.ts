import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * Guides and help, on a fresh demo database: a candidate finds the guides, career guidance and help in the menu,
 * opens a guide's description with the keyboard and reads the pages the service published; staff withdraw the help
 * page to a draft and the candidate reads that it is not published yet. Each page is captured in Spanish and
 * Catalan at 1280×900 and 390×844, and the back office's page editor at both widths.
 */

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const PAGES = [
  { name: 'guides', es: '/guias-orientacion', ca: '/guies-orientacio', heading: { es: 'Guías de orientación', ca: "Guies d'orientació" } },
  { name: 'career-guidance', es: '/orientacion-laboral', ca: '/orientacio-laboral', heading: { es: 'Orientación laboral', ca: 'Orientació laboral' } },
  { name: 'help', es: '/ayuda', ca: '/ajuda', heading: { es: 'Ayuda', ca: 'Ajuda' } },
] as const;

async function candidateLogin(page: Page, language: 'es' | 'ca'): Promise<void> {
  if (language === 'ca') await page.addInitScript(() => localStorage.setItem('_idioma', 'ca'));
  await page.goto(language === 'ca' ? '/login/alumnes' : '/login/alumnos');
  if (language === 'ca') {
    await page.getByLabel('Usuari').fill('alumno@example.org');
    await page.getByLabel('Contrasenya').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();
  } else {
    await fillLogin(page, 'alumno@example.org');
  }
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.locator('.loading')).toHaveCount(0);
}

test.describe('guides, career guidance and help', () => {
  for (const language of ['es', 'ca'] as const) {
    test(`the candidate's three pages in ${language}, wide and on a phone`, async ({ page }) => {
      await page.setViewportSize(WIDE);
      await candidateLogin(page, language);
      for (const entry of PAGES) {
        await page.goto(entry[language]);
        await expect(page.getByRole('heading', { level: 1, name: entry.heading[language] })).toBeVisible();
        await settled(page);
        if (entry.name === 'guides') {
          // Found by its name, then held by its place: its name changes once it is open.
          await expect(page.getByRole('button', { name: language === 'ca' ? /^Mostra la descripció/ : /^Ver la descripción/ }).first()).toBeVisible();
          const toggle = page.locator('.guide-card__toggle').first();
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await toggle.focus();
          await page.keyboard.press('Enter');
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expect(toggle).toHaveAccessibleName(language === 'ca' ? /^Amaga la descripció/ : /^Ocultar la descripción/);
        } else {
          await expect(page.getByRole('article')).toBeVisible();
        }
        await expectAccessible(page);
        await shot(page, `guides-help-${entry.name}-${language}-1280`);
        await page.setViewportSize(PHONE);
        await settled(page);
        const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));
        expect(widths.scroll).toBeLessThanOrEqual(widths.window);
        await shot(page, `guides-help-${entry.name}-${language}-390`);
        await page.setViewportSize(WIDE);
      }
    });
  }

  test('staff withdraw the help page; the candidate reads it is not published yet, with the contact', async ({ page, browser }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/login/gestores');
    await fillLogin(page, 'gestor@example.org');
    await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
    await page.goto('/gestion/contenidos');
    await page.getByRole('tab', { name: 'Páginas informativas' }).click();
    const help = page.getByRole('form', { name: 'Ayuda' });
    await expect(help.getByText('Publicada', { exact: true })).toBeVisible();
    await shot(page, 'guides-help-staff-pages-1280');
    await page.setViewportSize(PHONE);
    await shot(page, 'guides-help-staff-pages-390');
    await page.setViewportSize(WIDE);
    await help.getByRole('checkbox', { name: /Publicada: los candidatos la ven/ }).uncheck();
    await help.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(page.getByRole('status')).toHaveText('Página «Ayuda» guardada como borrador.');
    await expect(page.getByRole('form', { name: 'Ayuda' }).getByText('Borrador', { exact: true })).toBeVisible();

    const candidate = await browser.newPage({ viewport: WIDE });
    await candidate.goto('/login/alumnos');
    await fillLogin(candidate, 'alumno@example.org');
    await expect(candidate.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
    await candidate.goto('/ayuda');
    await expect(candidate.getByText('El servicio todavía no ha publicado esta página.')).toBeVisible();
    await expect(candidate.getByText('Si tienes dudas, escribe al servicio:')).toBeVisible();
    await candidate.close();
  });
});
