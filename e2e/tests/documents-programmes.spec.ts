import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, WIDE, fillLogin, looksAtBothWidths } from './helpers.ts';

/**
 * Documents and programmes (issue 18): a company of the UIB (whose brand has the active programmes) asks to join
 * the open programme, staff accept it, and the company sees it accepted; a company adds a document of its own on
 * /documentacion and deletes it. On the way, each page of the feature is looked at in Spanish and Catalan, at
 * 1280x900 and 390x844 (e2e/screenshots/dp-*.png), with axe finding nothing serious.
 */

type Language = 'es' | 'ca';

async function signIn(browser: Browser, base: string, role: 'empresa' | 'gestor', email: string, language: Language): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, locale: 'es-ES' });
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.setItem('_idioma', lang), language);
  await page.setViewportSize(WIDE);
  const paths = { empresa: ['/login/empresas', '/login/empreses'], gestor: ['/login/gestores', '/login/gestors'] } as const;
  await page.goto(paths[role][language === 'ca' ? 1 : 0]);
  if (language === 'ca') {
    await page.getByLabel('Usuari').fill(email);
    await page.getByLabel('Contrasenya').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();
  } else {
    await fillLogin(page, email);
  }
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
  return page;
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.locator('.loading')).toHaveCount(0);
}

/** Both widths of the page as it is now, once settled (dp-*.png). */
const looks = (page: Page, name: string, language: Language) => looksAtBothWidths(page, `dp-${name}`, language, settled);

const PATHS = {
  programmes: { es: '/programas-practicas-activos', ca: '/programes-practiques-actius' },
  documentation: { es: '/documentacion', ca: '/documentacio' },
  staffDocuments: { es: '/gestion/documentos', ca: '/gestio/documents' },
  staffProgrammes: { es: '/gestion/programas', ca: '/gestio/programes' },
} as const;

test.describe('documents and programmes', () => {
  test('a UIB company asks to join the open programme, staff accept it, the company sees it accepted', async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const uib = baseURL!.replace('127.0.0.1', 'uib.localhost');
    const title = { es: 'Programa de prácticas de verano 2027', ca: "Programa de pràctiques d'estiu 2027" };

    const company = await signIn(browser, uib, 'empresa', 'empresa@uib.example.org', 'es');
    await company.goto(PATHS.programmes.es);
    await expect(company.getByRole('link', { name: title.es }).first()).toBeVisible();
    await looks(company, 'programmes', 'es');
    await company.getByRole('link', { name: title.es }).first().click();
    // The list has the title as a heading too: the programme's own page is the one with the request.
    const join = company.getByRole('button', { name: 'Solicitar la adhesión' });
    await expect(join).toBeVisible();
    await looks(company, 'programme', 'es');
    await join.click();
    await expect(company.getByText('El servicio está revisando tu solicitud. Te avisaremos cuando la resuelva.')).toBeVisible();
    const programmePath = new URL(company.url()).pathname;

    const staff = await signIn(browser, uib, 'gestor', 'gestor@uib.example.org', 'es');
    await staff.goto(`${PATHS.staffProgrammes.es}?pestana=solicitudes`);
    const waiting = staff.getByRole('row').filter({ hasText: title.es });
    // The oldest waiting request comes first: the company's, made just now, is the last one.
    await expect(waiting.last()).toBeVisible();
    const row = waiting.last();
    const companyName = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
    await row.getByRole('button', { name: `Aceptar: ${companyName}` }).click();
    await expect(staff.getByText(`Solicitud de ${companyName} aceptada. La empresa ha sido avisada.`)).toBeVisible();
    await looks(staff, 'staff-programmes-requests', 'es');
    await staff.getByRole('tab', { name: 'Programas', exact: true }).click();
    await expect(staff.getByRole('tab', { name: 'Programas', exact: true })).toHaveAttribute('aria-selected', 'true');
    await looks(staff, 'staff-programmes', 'es');

    await company.goto(programmePath);
    await expect(company.getByText('Tu empresa forma parte del programa.')).toBeVisible();
    await expect(company.getByText('Aceptada').first()).toBeVisible();

    const companyCa = await signIn(browser, uib, 'empresa', 'empresa@uib.example.org', 'ca');
    await companyCa.goto(PATHS.programmes.ca);
    await expect(companyCa.getByRole('link', { name: title.ca }).first()).toBeVisible();
    await looks(companyCa, 'programmes', 'ca');
    await companyCa.getByRole('link', { name: title.ca }).first().click();
    await expect(companyCa.getByText('La teva empresa forma part del programa.')).toBeVisible();
    await looks(companyCa, 'programme', 'ca');

    const staffCa = await signIn(browser, uib, 'gestor', 'gestor@uib.example.org', 'ca');
    await staffCa.goto(PATHS.staffProgrammes.ca);
    // Staff read each programme's title in their own language.
    await expect(staffCa.getByRole('cell', { name: new RegExp(title.ca) }).first()).toBeVisible();
    await looks(staffCa, 'staff-programmes', 'ca');
  });

  test('a company adds a document of its own and deletes it; staff see what companies added', async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const base = baseURL!;
    const company = await signIn(browser, base, 'empresa', 'empresa@example.org', 'es');
    await company.goto(PATHS.documentation.es);
    const section = company.getByRole('region', { name: 'Documentos aportados por tu empresa' });
    await expect(section.getByText('Póliza de responsabilidad civil')).toBeVisible();
    await section.getByLabel(/Fichero/).setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await section.getByLabel(/Nombre del documento/).fill('Plan de acogida 2027');
    await section.getByRole('button', { name: 'Aportar documento' }).click();
    await expect(section.getByText('Documento «Plan de acogida 2027» aportado.')).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: 'Plan de acogida 2027' })).toBeVisible();
    await looks(company, 'documentation', 'es');
    await section.getByRole('button', { name: 'Eliminar Plan de acogida 2027' }).click();
    const dialog = company.getByRole('alertdialog', { name: '¿Eliminar este documento?' });
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(section.getByText('Documento «Plan de acogida 2027» eliminado.')).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: 'Plan de acogida 2027' })).toHaveCount(0);

    const companyCa = await signIn(browser, base, 'empresa', 'empresa@example.org', 'ca');
    await companyCa.goto(PATHS.documentation.ca);
    await expect(companyCa.getByRole('region', { name: 'Annexos de pràctiques' })).toBeVisible();
    await looks(companyCa, 'documentation', 'ca');

    for (const language of ['es', 'ca'] as const) {
      const staff = await signIn(browser, base, 'gestor', 'gestor@example.org', language);
      await staff.goto(PATHS.staffDocuments[language]);
      await expect(staff.getByRole('cell', { name: /Anexo I: proyecto formativo/ }).first()).toBeVisible();
      await looks(staff, 'staff-documents', language);
      await staff.getByRole('tab', { name: language === 'es' ? 'Aportados por empresas' : 'Aportats per empreses' }).click();
      await expect(staff.getByRole('cell', { name: 'Póliza de responsabilidad civil' }).first()).toBeVisible();
      await looks(staff, 'staff-documents-companies', language);
    }
  });
});
