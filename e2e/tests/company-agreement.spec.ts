import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SCREENSHOT_DIR, expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * A collaboration agreement from its generation to its formalisation, on a fresh demo database: the company fills
 * the form on /nuevo-convenio-colaboracion ("Rellenar datos", the signer, the choices), confirms in the popup and
 * gets the PDF; it uploads the signed copy on /subir-convenio-firmado; a staff member opens the agreement, sees the
 * company's signed copy and formalises it; the company reads it formalised in Documentación. Both company pages are
 * captured in Spanish and Catalan, wide (1280×900) and on a phone (390×844). The generated PDF is kept as
 * e2e/screenshots/company-agreement.pdf to be looked at.
 */

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function companyLogin(page: Page): Promise<void> {
  await page.goto('/login/empresas');
  await fillLogin(page, 'empresa@example.org');
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
}

/** Both widths of the page as it is now, named after it and its language. */
async function bothWidths(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const [width, viewport] of [['1280', WIDE], ['390', PHONE]] as const) {
    await page.setViewportSize(viewport);
    await ready();
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect.soft(widths.scroll, `${name} ${width} is no wider than the screen`).toBeLessThanOrEqual(widths.window);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize(WIDE);
}

/**
 * The demo company has no fiscal account yet: one is added the way Mi empresa adds it (addCuentaFacturacion), with
 * the company's own session, before the form is opened.
 */
async function addFiscalAccount(page: Page): Promise<void> {
  const login = await page.request.post('/api/Empresa/logaUsuario', { data: { usuario: 'empresa@example.org', password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { datos: { token: string } }).datos.token;
  const added = await page.request.post('/api/Empresa/addCuentaFacturacion', {
    headers: { authorization: `Bearer ${token}` },
    data: { NombreFiscal: 'Talleres Vidal SL', CIF: 'B12345674', requiereEnvioPostalFacturas: false, domicilioFiscal: 'Carrer del Sindicat 12', idPais: 1, idProvincia: 7, poblacion: 'Palma', cp: '07002' },
  });
  expect(((await added.json()) as { datos?: { idCuenta?: number } }).datos?.idCuenta).toBeGreaterThan(0);
}

/** The first option of a select still on its placeholder (a company with several contacts or accounts). */
async function chooseIfEmpty(page: Page, label: string): Promise<void> {
  const select = page.getByLabel(label);
  if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
}

test.describe('a company agreement from generated to formalised', () => {
  test('generates it, uploads the signed copy, staff formalise it', async ({ page, browser }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(WIDE);
    await addFiscalAccount(page);
    await companyLogin(page);

    // The form, filled from the last agreement and then corrected.
    await page.goto('/nuevo-convenio-colaboracion');
    await expect(page.getByRole('button', { name: 'Rellenar datos' })).toBeVisible();
    await bothWidths(page, 'company-agreement-form-es', async () => {
      await expect(page.getByRole('button', { name: 'Descargar convenio' })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Rellenar datos' }).click();
    await expect(page.getByLabel('Cargo')).not.toHaveValue('');
    await page.getByRole('textbox', { name: /^Nombre/ }).fill('Mercè');
    await page.getByLabel('Apellidos').fill('Col·lell Puig');
    await page.getByLabel('Cargo').fill('Directora general');
    await page.getByRole('radio', { name: 'Firma digital' }).check();
    await chooseIfEmpty(page, 'Contacto para la gestión del convenio');
    await chooseIfEmpty(page, 'Contacto para la facturación');
    await chooseIfEmpty(page, 'Cuenta de facturación');
    await page.getByRole('radio', { name: 'Transferencia bancaria' }).check();
    await page.getByRole('button', { name: 'Descargar convenio' }).click();

    const confirm = page.getByRole('alertdialog', { name: '¿Desea continuar?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), confirm.getByRole('button', { name: 'Si, generar convenio' }).click()]);
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Convenio generado' })).toBeVisible();
    const pdfPath = path.join(SCREENSHOT_DIR, 'company-agreement.pdf');
    await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
    await download.saveAs(pdfPath);
    const pdf = await fs.readFile(pdfPath);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The signed copy: the new agreement is the newest waiting for the company's signature.
    await page.goto('/subir-convenio-firmado');
    const choice = page.getByRole('group', { name: /Convenio firmado/ });
    await expect(choice).toBeVisible();
    const labels = await choice.getByRole('radio').evaluateAll((radios) => radios.map((radio) => Number((radio as HTMLInputElement).value)));
    const id = Math.max(...labels);
    await choice.getByRole('radio', { name: `Convenio n.º ${id}` }).check();
    await expect(page.getByRole('button', { name: `Descargar el convenio n.º ${id} para firmarlo` })).toBeVisible();
    await page.getByLabel(/Copia firmada/).setInputFiles({ name: 'convenio-firmado.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('convenio-firmado.pdf')).toBeVisible();
    await expectAccessible(page);
    await bothWidths(page, 'company-agreement-upload-es', async () => {
      await expect(page.getByRole('button', { name: 'Subir copia firmada' })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Subir copia firmada' }).click();
    await expect(page.getByText(`Hemos recibido la copia firmada del convenio n.º ${id}. Ahora está «Firmado por la empresa»`)).toBeVisible();
    await shot(page, 'company-agreement-uploaded-es-1280');

    // Staff: the agreement is signed by the company with its copy; they formalise it.
    const staffContext = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: WIDE });
    const staff = await staffContext.newPage();
    await staff.goto('/login/gestores');
    await fillLogin(staff, 'gestor@example.org');
    await expect(staff.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
    await staff.goto(`/gestion/convenios/${id}`);
    const summary = staff.getByRole('region', { name: new RegExp(`^Convenio n\\.º ${id}`) });
    await expect(summary).toContainText('Firmado por la empresa');
    await expect(summary).toContainText('Copia firmada por la empresa');
    await staff.getByRole('button', { name: 'Cambiar estado' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Formalizado' }).check();
    await dialog.getByRole('textbox', { name: /Observaciones/ }).fill('Firmado por la secretaría general');
    await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(staff.getByRole('status').filter({ hasText: '«Formalizado»' })).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Historial' }).getByRole('listitem').first()).toContainText('De «Firmado por la empresa» a «Formalizado»');
    await shot(staff, 'company-agreement-staff-formalised-es-1280');
    await staffContext.close();

    // The company reads it formalised.
    await page.goto('/documentacion');
    const mine = page.getByRole('region', { name: 'Convenios de colaboración' }).getByRole('listitem').filter({ hasText: `Convenio n.º ${id}` });
    await expect(mine).toContainText('Formalizado');

    // The two pages in Catalan, wide and on a phone (a generated demo agreement still waits for its signature).
    await page.evaluate(() => localStorage.setItem('_idioma', 'ca'));
    await page.goto('/nou-conveni-collaboracio');
    await expect(page.getByRole('button', { name: 'Omplir dades' })).toBeVisible();
    await bothWidths(page, 'company-agreement-form-ca', async () => {
      await expect(page.getByRole('button', { name: 'Baixar el conveni' })).toBeVisible();
    });
    await page.goto('/pujar-conveni-signat');
    await expect(page.getByRole('group', { name: /Conveni signat/ })).toBeVisible();
    await expectAccessible(page);
    await bothWidths(page, 'company-agreement-upload-ca', async () => {
      await expect(page.getByRole('button', { name: 'Puja la còpia signada' })).toBeVisible();
    });
  });
});
