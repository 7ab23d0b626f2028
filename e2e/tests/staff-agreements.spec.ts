import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * The service's agreements and a company's invoices on a fresh demo database: the staff member lists the
 * generated agreements, moves one to "signed by the company" with a remark, finds it under its new state, opens
 * it and reads the move in its history, downloads the PDF of a formalised one, opens the first one's company and
 * uploads an invoice there. Every page is captured wide and on a phone, in Spanish and Catalan.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function staffLogin(page: Page): Promise<void> {
  await page.goto('/login/gestores');
  await fillLogin(page, 'gestor@example.org');
  await expect(page.getByRole('heading', { level: 1, name: /Hola, Marta/ })).toBeVisible();
}

test.describe('agreements and invoices in the back office', () => {
  test('moves an agreement to signed by the company and uploads an invoice for its company', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(WIDE);
    await staffLogin(page);

    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Convenios', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Convenios de colaboración' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Estados de los convenios' });
    await expect(tabs.getByRole('link', { name: /^Generado \d+/ })).toHaveAttribute('aria-current', 'page');
    const signedBefore = Number((await tabs.getByRole('link', { name: /^Firmado por la empresa/ }).innerText()).replace(/\D+/g, ''));
    await expectAccessible(page);

    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /Cambiar estado del convenio/ }) }).first();
    const company = (await row.getByRole('link').first().innerText()).trim();
    await row.getByRole('button', { name: /Cambiar estado del convenio/ }).click();
    const dialog = page.getByRole('dialog', { name: `Cambiar el estado del convenio de ${company}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Firmado por la empresa' }).check();
    await dialog.getByRole('textbox', { name: /Observaciones/ }).fill('Recibido firmado por correo postal');
    await shot(page, 'staff-agreements-move-es');
    await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(page.getByRole('status')).toContainText(`El convenio de ${company} está ahora en «Firmado por la empresa».`);
    await expect(tabs.getByRole('link', { name: /^Firmado por la empresa/ })).toContainText(String(signedBefore + 1));

    await tabs.getByRole('link', { name: /^Firmado por la empresa/ }).click();
    const moved = page.getByRole('row').filter({ hasText: company }).first();
    await expect(moved).toBeVisible();

    // The agreement's own page: its state, its company and the move just made, with its remark, in its history.
    await moved.getByRole('link', { name: new RegExp(`^Ver el convenio n\\.º \\d+ de ${company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Convenio de colaboración' })).toBeVisible();
    const summary = page.getByRole('region', { name: /^Convenio n\.º \d+/ });
    await expect(summary.getByRole('link', { name: company })).toBeVisible();
    await expect(summary).toContainText('Firmado por la empresa');
    const latest = page.getByRole('region', { name: 'Historial' }).getByRole('listitem').first();
    await expect(latest).toContainText('De «Generado» a «Firmado por la empresa»');
    await expect(latest).toContainText('Recibido firmado por correo postal');
    await expectAccessible(page);
    const movedId = new URL(page.url()).pathname.split('/').pop();
    await page.getByRole('link', { name: 'Volver a los convenios' }).click();
    await expect(tabs.getByRole('link', { name: /^Firmado por la empresa/ })).toHaveAttribute('aria-current', 'page');

    // A formalised agreement has its PDF: downloaded from its page, it is a PDF.
    await tabs.getByRole('link', { name: /^Formalizado/ }).click();
    await expect(tabs.getByRole('link', { name: /^Formalizado/ })).toHaveAttribute('aria-current', 'page');
    // The tab changes at once while the list keeps the previous tab's rows until the new ones arrive: open a row
    // that shows the formalised state, as a person reading the list would (the first row may still be a signed one).
    const formalised = page.getByRole('row').filter({ has: page.locator('.bo-badge--agreement-formalizado') });
    await formalised.first().getByRole('link', { name: /^Ver el convenio/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Convenio de colaboración' })).toBeVisible();
    // The download, or the refusal the page shows instead (then the failure names it rather than waiting it out).
    const pdfButton = page.getByRole('button', { name: 'Descargar el PDF' });
    await expect(pdfButton).toBeEnabled();
    const refusal = pdfButton.locator('xpath=following-sibling::*[@role="alert"]');
    const [download] = await Promise.all([
      Promise.race([
        page.waitForEvent('download', { timeout: 60_000 }),
        refusal.waitFor({ timeout: 60_000 }).then(
          async () => {
            throw new Error(`The PDF was refused: ${await refusal.innerText()}`);
          },
          () => new Promise<never>(() => {}),
        ),
      ]),
      pdfButton.click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await fs.readFile(await download.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const formalisedId = new URL(page.url()).pathname.split('/').pop();

    await page.goto(`/gestion/convenios?estado=firmadoEmpresa`);
    await page.getByRole('row').filter({ hasText: company }).first().getByRole('link', { name: company, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ficha de empresa' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Subir una factura' });
    await form.getByLabel(/Número/).fill('F2026-E2E-1');
    await form.getByLabel(/Fecha/).fill('2026-11-02');
    await form.getByLabel(/Importe/).fill('163,35');
    await form.getByLabel(/Fichero/).setInputFiles({ name: 'factura-e2e.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Subir' }).click();
    await expect(page.getByRole('status')).toContainText('Factura F2026-E2E-1 subida.');
    const invoices = page.getByRole('table', { name: 'Facturas' });
    await expect(invoices.getByRole('row').filter({ hasText: 'F2026-E2E-1' })).toContainText('163,35');
    await expectAccessible(page);
    const companyUrl = new URL(page.url()).pathname.split('/').pop();

    for (const ca of [false, true]) {
      if (ca) await page.evaluate(() => localStorage.setItem('_idioma', 'ca'));
      const pages = [
        [ca ? '/gestio/convenis' : '/gestion/convenios', ca ? 'Convenis de col·laboració' : 'Convenios de colaboración', 'list'],
        [ca ? '/gestio/convenis?estado=firmadoEmpresa' : '/gestion/convenios?estado=firmadoEmpresa', ca ? 'Convenis de col·laboració' : 'Convenios de colaboración', 'signed'],
        [`${ca ? '/gestio/empreses' : '/gestion/empresas'}/${companyUrl}`, ca ? "Fitxa d'empresa" : 'Ficha de empresa', 'company'],
        [`${ca ? '/gestio/convenis' : '/gestion/convenios'}/${movedId}`, ca ? 'Conveni de col·laboració' : 'Convenio de colaboración', 'detail'],
        [`${ca ? '/gestio/convenis' : '/gestion/convenios'}/${formalisedId}`, ca ? 'Conveni de col·laboració' : 'Convenio de colaboración', 'detail-pdf'],
        [ca ? '/gestio/tauler' : '/gestion/panel', ca ? 'Tauler' : 'Panel', 'dashboard'],
      ] as const;
      for (const [url, title, name] of pages) {
        for (const [size, suffix] of [
          [WIDE, ''],
          [PHONE, '-phone'],
        ] as const) {
          await page.setViewportSize(size);
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
          await expect(page.locator('.loading')).toHaveCount(0);
          await shot(page, `staff-agreements-${name}-${ca ? 'ca' : 'es'}${suffix}`);
        }
      }
    }
  });

  test('the company reads its agreements, invoices and internship documents on its documentation page', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/login/empresas');
    await fillLogin(page, 'empresa@example.org');
    await expect(page).not.toHaveURL(/login/);
    for (const ca of [false, true]) {
      if (ca) await page.evaluate(() => localStorage.setItem('_idioma', 'ca'));
      for (const [size, suffix] of [
        [WIDE, ''],
        [PHONE, '-phone'],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto(ca ? '/documentacio' : '/documentacion');
        const agreements = page.getByRole('region', { name: ca ? 'Convenis de col·laboració' : 'Convenios de colaboración' });
        await expect(agreements.getByText(ca ? 'Formalitzat' : 'Formalizado')).toBeVisible();
        await expect(page.locator('.loading')).toHaveCount(0);
        if (!ca && !suffix) await expectAccessible(page);
        await shot(page, `company-documentation-${ca ? 'ca' : 'es'}${suffix}`);
      }
    }
  });
});
