import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, shot } from './helpers.ts';

/**
 * The company's interns on a fresh demo database. At the UIB (internship changes allowed), the demo company asks the
 * service to change the hours of its intern Lucía's internship, and a staff member accepts it: the change is applied
 * and the company reads the decision. At the generic brand the demo company finds the education internship requests
 * in its menu, opens a student's request and accepts it, and looks at its own request and its edit page. Every new
 * page is captured in Spanish and Catalan, 1280 px wide and on a 390 px phone, and checked with axe.
 */

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function signIn(page: Page, origin: string, who: 'empresa' | 'gestor', email: string): Promise<void> {
  await page.goto(`${origin}${who === 'empresa' ? '/login/empresas' : '/login/gestores'}`);
  await page.getByLabel(/^(Usuario|Usuari)$/).fill(email);
  await page.getByLabel(/^(Contraseña|Contrasenya)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Entrar|Entra)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hola/ })).toBeVisible();
}

/** The interface language, switched from the header (a yes/no confirmation) when it is not already the one asked for. */
async function useLanguage(page: Page, language: 'es' | 'ca'): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) === language) return;
  await page.getByLabel('Idioma', { exact: true }).first().selectOption({ label: language === 'ca' ? 'Català' : 'Castellano' });
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The page as it is, wide and on a phone, with no serious accessibility problem and nothing wider than the screen. */
async function capture(page: Page, name: string): Promise<void> {
  for (const [label, viewport] of [
    ['wide', WIDE],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect(page.locator('.loading')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} is wider than the ${label} screen`).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await shot(page, `company-interns-${name}-${label}`);
  }
  await page.setViewportSize(WIDE);
}

test.describe('the company asks for an internship change and the service accepts it', () => {
  test('the company asks for fewer hours a day for its intern', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const uib = baseURL!.replace('127.0.0.1', 'uib.localhost');
    await page.setViewportSize(WIDE);
    await signIn(page, uib, 'empresa', 'empresa@uib.example.org');
    await useLanguage(page, 'es');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Solicitar cambio de prácticas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitar cambio de prácticas' })).toBeVisible();
    const interns = page.getByRole('region', { name: 'Tus estudiantes en prácticas' });
    await expect(interns.getByText('Lucía Martín Ferrer')).toBeVisible();
    await capture(page, 'change-es');

    await interns.getByRole('button', { name: 'Pedir un cambio en las prácticas de Lucía Martín Ferrer' }).click();
    await page.getByRole('radio', { name: 'Horas al día' }).check();
    await page.getByRole('textbox', { name: /Horas al día/ }).fill('4');
    await page.getByRole('textbox', { name: /Motivo/ }).fill('La estudiante tiene clases por la tarde');
    await page.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Solicitud enviada' })).toBeVisible();
    const requests = page.getByRole('region', { name: 'Tus solicitudes de cambio' });
    await expect(requests.getByRole('listitem').filter({ hasText: 'Lucía Martín Ferrer' }).first()).toContainText('Pendiente');
    await expect(interns.getByRole('listitem').filter({ hasText: 'Lucía Martín Ferrer' })).toContainText('Tiene una solicitud de cambio pendiente');

    await useLanguage(page, 'ca');
    await page.goto(`${uib}/sollicitar-canvi-practiques`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sol·licitar canvi de pràctiques' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Els teus estudiants en pràctiques' })).toBeVisible();
    await capture(page, 'change-ca');
  });

  test('staff accept the change: it is applied, and the company reads the decision', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const uib = baseURL!.replace('127.0.0.1', 'uib.localhost');
    await page.setViewportSize(WIDE);
    await signIn(page, uib, 'gestor', 'gestor@uib.example.org');
    await useLanguage(page, 'es');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Cambios de prácticas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de cambio de prácticas' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Lucía Martín Ferrer' });
    await expect(row).toContainText('4 h al día');
    await capture(page, 'staff-changes-es');
    await row.getByRole('button', { name: 'Aceptar el cambio de Lucía Martín Ferrer' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Horas al día: 4 h al día');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cambio aceptado y aplicado' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Estados de las solicitudes' }).getByRole('link', { name: /^Aceptada/ }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Lucía Martín Ferrer' })).toBeVisible();

    await page.goto(`${uib}/gestion/solicitudes-practicas`);
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de prácticas de educación' })).toBeVisible();
    await capture(page, 'staff-education-es');
    await useLanguage(page, 'ca');
    await page.goto(`${uib}/gestio/canvis-practiques?estado=aceptada`);
    await expect(page.getByRole('row').filter({ hasText: 'Lucía Martín Ferrer' })).toBeVisible();
    await capture(page, 'staff-changes-ca');
    await page.goto(`${uib}/gestio/sollicituds-practiques`);
    await expect(page.getByRole('heading', { level: 1, name: "Sol·licituds de pràctiques d'educació" })).toBeVisible();
    await capture(page, 'staff-education-ca');

    // The company's side: the request decided, the internship with its new hours.
    const company = await page.context().browser()!.newPage();
    await company.setViewportSize(WIDE);
    await signIn(company, uib, 'empresa', 'empresa@uib.example.org');
    await useLanguage(company, 'es');
    await company.goto(`${uib}/solicitar-cambio-practicas`);
    const mine = company.getByRole('region', { name: 'Tus solicitudes de cambio' });
    await expect(mine.getByRole('listitem').filter({ hasText: 'Lucía Martín Ferrer' }).first()).toContainText('Aceptada');
    await expect(company.getByRole('region', { name: 'Tus estudiantes en prácticas' }).getByRole('listitem').filter({ hasText: 'Lucía Martín Ferrer' })).toContainText('4 h al día');
    await company.close();
  });
});

test.describe("the student's renunciation reaches the service", () => {
  test('the student renounces, the service reads the document and accepts it, and the internship ends for all three', async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const uib = baseURL!.replace('127.0.0.1', 'uib.localhost');
    await page.setViewportSize(WIDE);
    await page.goto(`${uib}/login/alumnos`);
    await page.getByLabel(/^(Usuario|Usuari)$/).fill('alumno@uib.example.org');
    await page.getByLabel(/^(Contraseña|Contrasenya)$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^(Entrar|Entra)$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Hola/ })).toBeVisible();
    await useLanguage(page, 'es');
    await page.goto(`${uib}/mis-practicas`);
    const active = page.getByRole('article').filter({ hasText: 'En curso' }).first();
    await active.getByRole('button', { name: /^Renunciar a las prácticas/ }).click();
    const renounce = page.getByRole('alertdialog', { name: 'Renunciar a las prácticas' });
    await renounce.getByLabel('Documento de renuncia firmado').setInputFiles({ name: 'renuncia-firmada.pdf', mimeType: 'application/pdf', buffer: PDF });
    await renounce.getByRole('button', { name: 'Enviar la renuncia' }).click();
    await expect(renounce).toBeHidden();
    await expect(active).toContainText('el servicio de prácticas la revisará y te avisará');
    await expect(active.getByRole('button', { name: /^Añadir un documento a la renuncia/ })).toBeVisible();
    await capture(page, 'renounced-es');

    // The service: the renunciation in the changes' queue, its document at hand, accepted after saying what follows.
    const staff = await page.context().browser()!.newPage();
    await staff.setViewportSize(WIDE);
    await signIn(staff, uib, 'gestor', 'gestor@uib.example.org');
    await useLanguage(staff, 'es');
    await staff.goto(`${uib}/gestion/cambios-practicas`);
    const row = staff.getByRole('row').filter({ hasText: 'Renuncia del estudiante' });
    await expect(row.getByRole('button', { name: 'Descargar renuncia-firmada.pdf' })).toBeVisible();
    await capture(staff, 'staff-renunciation-es');
    await row.getByRole('button', { name: /^Aceptar la renuncia de / }).click();
    const dialog = staff.getByRole('dialog');
    await expect(dialog).toContainText('Las prácticas terminarán como renunciadas');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Renuncia aceptada' })).toBeVisible();
    await staff.close();

    // The student: the internship has ended as renounced.
    await page.reload();
    await expect(page.getByRole('article').filter({ hasText: 'renuncia-firmada.pdf' })).toContainText('Renunciada');

    // The company: its intern's internship shows as renounced.
    const company = await page.context().browser()!.newPage();
    await company.setViewportSize(WIDE);
    await signIn(company, uib, 'empresa', 'empresa@uib.example.org');
    await useLanguage(company, 'es');
    await company.goto(`${uib}/solicitar-cambio-practicas`);
    const interns = company.getByRole('region', { name: 'Tus estudiantes en prácticas' });
    await expect(interns.getByRole('listitem').filter({ hasText: 'Lucía Martín Ferrer' })).toContainText('Renunciada');
    await company.close();
  });
});

test.describe('education internship requests', () => {
  test("the company accepts a student's request, and looks at its own request", async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(WIDE);
    await signIn(page, '', 'empresa', 'empresa@example.org');
    await useLanguage(page, 'es');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Solicitudes de prácticas de educación' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de prácticas de centros educativos' })).toBeVisible();
    const toAnswer = page.getByRole('region', { name: 'Pendientes de tu respuesta' });
    await expect(toAnswer.getByRole('listitem').first()).toBeVisible();
    await capture(page, 'education-list-es');

    const student = (await toAnswer.getByRole('listitem').first().locator('strong').first().innerText()).trim();
    await toAnswer.getByRole('link', { name: `Responder la solicitud de ${student}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: student })).toBeVisible();
    await capture(page, 'education-detail-es');
    const detailPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Has aceptado la solicitud de ${student}.` })).toBeVisible();
    await expect(page.locator('main .bo-badge').first()).toHaveText('Aceptada');

    await page.goto('/solicitudes-practicas-educacion');
    const others = page.getByRole('region', { name: 'Otras solicitudes' });
    await others.getByRole('link', { name: 'Editar la solicitud de Lucía Martín Ferrer' }).click();
    await expect(page.getByRole('textbox', { name: /Horas a la semana/ })).toHaveValue('25');
    await capture(page, 'education-edit-es');
    const editPath = new URL(page.url()).pathname;
    await page.getByRole('textbox', { name: /Horas a la semana/ }).fill('20');
    await page.getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Lucía Martín Ferrer' })).toBeVisible();
    await expect(page.locator('main dd').filter({ hasText: /^20$/ })).toBeVisible();

    await useLanguage(page, 'ca');
    await page.goto('/sollicituds-practiques-educacio');
    await expect(page.getByRole('region', { name: 'Pendents de la teva resposta' })).toBeVisible();
    await capture(page, 'education-list-ca');
    await page.goto(detailPath.replace('/solicitudes-practicas-educacion/', '/sollicituds-practiques-educacio/'));
    await expect(page.getByRole('heading', { level: 2, name: student })).toBeVisible();
    await capture(page, 'education-detail-ca');
    await page.goto(editPath.replace('/solicitudes-practicas-educacion/', '/sollicituds-practiques-educacio/').replace(/\/editar$/, '/edita'));
    await expect(page.getByRole('textbox', { name: /Hores a la setmana/ })).toBeVisible();
    await capture(page, 'education-edit-ca');
  });
});
