import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, expectAccessible, fillLogin } from './helpers.ts';

/**
 * What the employment service publishes, on a fresh demo database: staff create an event with an image, an
 * orientation guide with its file and image, and a rejection reason for students, and switch a portal function
 * on; the candidate's home shows the event, and the student's reasons include the new one. Then the content page
 * is captured wide and on a phone, in Spanish and Catalan.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A small real PNG (64×36, blue): the server checks the content and scales it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAaElEQVRYhe2SQQkAQRDDaqSWTn/krIf7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJbtANQK/YXQg95G8edblbpjd0iKAAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function capture(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

async function staffLogin(page: Page): Promise<void> {
  await page.goto('/login/gestores');
  await fillLogin(page, 'gestor@example.org');
  await expect(page.getByRole('heading', { level: 1, name: /Hola, Marta/ })).toBeVisible();
}

/** Tomorrow at 18:30 in the browser's time, as a datetime-local input takes it: the soonest upcoming event. */
function tomorrowEvening(): string {
  const day = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T18:30`;
}

test.describe('the content the service publishes', () => {
  test('staff publish an event, a guide and a reason and switch a function on; the candidate sees the event', async ({ page, browser, request }) => {
    await page.setViewportSize(WIDE);
    await staffLogin(page);
    await page.goto('/gestion/contenidos');
    await expect(page.getByRole('heading', { level: 1, name: 'Contenidos' })).toBeVisible();

    // An event with its main image.
    await page.getByRole('tab', { name: 'Eventos' }).click();
    await page.getByRole('button', { name: 'Nuevo evento' }).click();
    const eventForm = page.getByRole('form', { name: 'Nuevo evento' });
    await eventForm.getByLabel('Fecha y hora').fill(tomorrowEvening());
    await eventForm.getByLabel('Lugar').fill('Paraninfo');
    await eventForm.getByLabel('Categoría').fill('feria');
    await eventForm.getByRole('textbox', { name: 'Título' }).first().fill('Encuentro con empresas tecnológicas');
    await eventForm.getByRole('textbox', { name: 'Título' }).nth(1).fill("Trobada amb empreses tecnològiques");
    await eventForm.getByRole('textbox', { name: 'Entradilla' }).first().fill('Cuarenta empresas buscan talento.');
    await eventForm.getByLabel('Destacado').check();
    await eventForm.getByLabel('Imagen principal').setInputFiles({ name: 'feria.png', mimeType: 'image/png', buffer: PNG });
    await expect(eventForm.getByRole('img', { name: 'Imagen principal del evento' })).toBeVisible();
    await eventForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText('Evento guardado.');
    await expect(page.getByRole('row').filter({ hasText: 'Encuentro con empresas tecnológicas' })).toBeVisible();

    // A guide with its file and image.
    await page.getByRole('tab', { name: 'Guías de orientación' }).click();
    await page.getByRole('button', { name: 'Nueva guía' }).click();
    const guideForm = page.getByRole('form', { name: 'Nueva guía' });
    const titles = guideForm.getByRole('textbox', { name: 'Título' });
    const descriptions = guideForm.getByRole('textbox', { name: 'Descripción' });
    for (const [index, [title, description]] of [
      ['Guía del currículum', 'Cómo escribir un buen currículum.'],
      ['Guia del currículum', 'Com escriure un bon currículum.'],
      ['CV guide', 'How to write a good CV.'],
    ].entries()) {
      await titles.nth(index).fill(title as string);
      await descriptions.nth(index).fill(description as string);
    }
    await guideForm.getByLabel('Archivo').setInputFiles({ name: 'guia-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await guideForm.getByLabel('Imagen', { exact: true }).setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: PNG });
    await guideForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText('Guía guardada.');
    await expect(page.getByRole('row').filter({ hasText: 'Guía del currículum' })).toContainText('guia-cv.pdf');

    // A rejection reason for students.
    await page.getByRole('tab', { name: 'Motivos de rechazo' }).click();
    await page.getByRole('button', { name: 'Nuevo motivo' }).click();
    const reasonForm = page.getByRole('form', { name: 'Nuevo motivo' });
    await reasonForm.getByLabel('Motivo en castellano').fill('Me traslado a otra ciudad');
    await reasonForm.getByLabel('Motivo en catalán').fill("Em trasllado a una altra ciutat");
    await reasonForm.getByLabel('Motivo en inglés').fill('I am moving to another city');
    await reasonForm.getByRole('radio', { name: /Estudiantes/ }).check();
    await reasonForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status')).toHaveText('Motivo guardado.');
    await expect(page.getByRole('row').filter({ hasText: 'Me traslado a otra ciudad' })).toContainText('Estudiantes');
    const reasons = await request.get('/api/Dominios/tipoMotivoCambioEstadoCandidatura/es?perfil=1');
    expect(JSON.stringify(await reasons.json())).toContain('Me traslado a otra ciudad');
    await expectAccessible(page);

    // A portal function switched on: the staff member's own portal reads the configuration again at once.
    await page.goto('/gestion/configuracion');
    const flag = page.getByRole('checkbox', { name: 'Programa de prácticas activo' });
    await expect(flag).not.toBeChecked();
    await flag.check();
    const reread = page.waitForRequest((r) => r.url().includes('/api/Publico/configuracion'));
    await page.getByRole('button', { name: 'Guardar las funciones' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Funciones guardadas.' })).toBeVisible();
    await reread;
    const configuration = await (await request.get('/api/Publico/configuracion')).json();
    expect(configuration.datos.marca.flags.hasProgramaPracticasActivo).toBe(true);

    // The change log names each write.
    await page.goto('/gestion/auditoria');
    for (const action of ['Nuevo evento', 'Nueva guía', 'Nuevo motivo de rechazo', 'Cambio de funciones']) {
      await expect(page.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
    }

    // The candidate's home shows the event, soonest first.
    const candidate = await browser.newPage({ viewport: WIDE });
    await candidate.goto('/login/alumnos');
    await fillLogin(candidate, 'alumno@example.org');
    await expect(candidate.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
    await expect(candidate.getByText('Encuentro con empresas tecnológicas')).toBeVisible();
    await candidate.close();
  });

  test('the content page, wide and on a phone, in Spanish and Catalan', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(WIDE);
    await staffLogin(page);
    for (const ca of [false, true]) {
      if (ca) await page.evaluate(() => localStorage.setItem('_idioma', 'ca'));
      const tabs = ca
        ? ([
            ['Esdeveniments', 'events'],
            ['Motius de rebuig', 'reasons'],
            ['Programes de les ofertes', 'programmes'],
          ] as const)
        : ([
            ['Eventos', 'events'],
            ['Motivos de rechazo', 'reasons'],
            ['Programas de las ofertas', 'programmes'],
          ] as const);
      for (const [size, suffix] of [
        [WIDE, ''],
        [PHONE, '-phone'],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto(ca ? '/gestio/continguts' : '/gestion/contenidos');
        await expect(page.getByRole('heading', { level: 1, name: ca ? 'Continguts' : 'Contenidos' })).toBeVisible();
        for (const [tab, name] of tabs) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.locator('.loading')).toHaveCount(0);
          await capture(page, `staff-content-${name}-${ca ? 'ca' : 'es'}${suffix}`);
        }
        await page.getByRole('tab', { name: ca ? 'Esdeveniments' : 'Eventos' }).click();
        await page.getByRole('button', { name: ca ? 'Esdeveniment nou' : 'Nuevo evento' }).click();
        await capture(page, `staff-content-event-form-${ca ? 'ca' : 'es'}${suffix}`);
      }
      await page.goto(ca ? '/gestio/configuracio' : '/gestion/configuracion');
      await page.getByRole('tab', { name: ca ? 'Pràctiques' : 'Prácticas' }).first().click();
      await capture(page, `staff-content-settings-fields-${ca ? 'ca' : 'es'}`);
    }
  });
});
