import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SCREENSHOT_DIR, expectAccessible, fillLogin, shot } from './helpers.ts';

/** The demo company of the generic institution (seed: "Innovación Digital Ibérica SL", contact empresa@example.org). */
const DEMO_COMPANY_CIF = 'B28000008';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Whole-page shots from the top, so the fixed header sits where a person sees it. */
async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** A dialog as the screen shows it: the viewport, not the whole page behind the backdrop. */
async function screenShot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

async function logInAsCandidate(page: Page, usuario = 'alumno@example.org') {
  await page.goto('/login/alumnos');
  await fillLogin(page, usuario);
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
}

/** The next academic year's dates, so the proposal is always in the future. */
function proposalDates() {
  const year = new Date().getFullYear() + 1;
  return { start: `${year}-02-01`, end: `${year}-05-29` };
}

test.describe('internships, proposal, registration and the home data', () => {
  test('the candidate home shows communications, events and guides', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await logInAsCandidate(page);

    const communications = page.getByRole('region', { name: 'Comunicaciones' });
    await expect(communications.getByRole('listitem').first()).toBeVisible();
    await expect(communications).toContainText('Feria de empleo');
    await expect(communications.getByRole('link', { name: /Más información/ }).first()).toHaveAttribute('target', '_blank');

    // The demo surveys waiting for the candidate, under #encuestas.
    await expect(page.locator('#encuestas').getByRole('region', { name: 'Encuestas pendientes' })).toContainText('Tu situación laboral');

    const events = page.getByRole('region', { name: 'Próximos eventos' });
    await expect(events.getByRole('article')).toHaveCount(3);
    await expect(events).toContainText('Destacado');
    // Each title leads to its event's page, and the section to all the events.
    await expect(events.getByRole('link', { name: 'Charla: trabajar en Europa' })).toHaveAttribute('href', /^\/eventos\/\d+$/);
    await expect(events.getByRole('link', { name: 'Ver todos los eventos' })).toHaveAttribute('href', '/eventos');

    const guides = page.getByRole('region', { name: 'Guías de orientación' });
    await expect(guides.getByRole('article')).toHaveCount(4);
    await guides.getByRole('button', { name: /^Ver la descripción/ }).first().click();
    await expect(guides.getByRole('button', { name: /^Ocultar la descripción/ })).toHaveAttribute('aria-expanded', 'true');
    const download = page.waitForEvent('download');
    await guides.getByRole('button', { name: /^Descargar la guía/ }).click();
    expect((await download).suggestedFilename()).toBe('guia-curriculum.pdf');

    await expectAccessible(page);
    await pageShot(page, 'internships-home-es-wide');
    await page.setViewportSize(PHONE);
    await pageShot(page, 'internships-home-es-phone');

    await page.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByRole('link', { name: 'Propuesta de prácticas' })).toBeVisible();
    await menu.getByRole('link', { name: 'Mis prácticas' }).click();
    await expect(page).toHaveURL(/\/mis-practicas$/);
  });

  test("the company home shows the service's communications for companies", async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/login/empresas');
    await fillLogin(page, 'empresa@example.org');
    const communications = page.getByRole('region', { name: 'Comunicaciones' });
    await expect(communications).toContainText('convenio de cooperación educativa firmado y vigente');
    await expect(communications).not.toContainText('convocatoria de prácticas de verano');
    await expectAccessible(page);
    await pageShot(page, 'internships-home-company-es-wide');
  });

  test('my internships: the active one, a PDF form uploaded and listed, a non-PDF refused', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await logInAsCandidate(page);
    await page.goto('/mis-practicas');

    const active = page.getByRole('article').first();
    await expect(active.getByRole('heading', { level: 2 })).toHaveText('Innovación Digital Ibérica');
    await expect(active).toContainText('En curso');
    await expect(active).toContainText('5 h al día · 25 h a la semana');
    await expect(active).toContainText('Elena Soler Pujol');
    await expect(page.getByRole('article').nth(1)).toContainText('Finalizada');
    await expectAccessible(page);
    await pageShot(page, 'internships-mine-es-wide');

    await active.getByRole('button', { name: /^Subir documentos/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir documentos' });
    await expect(dialog.getByRole('radio', { name: 'Formulario de prácticas (PDF)' })).toBeChecked();
    await dialog.getByLabel('Fichero').setInputFiles({ name: 'valoracion-intermedia.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByRole('list', { name: 'Ficheros elegidos' })).toContainText('valoracion-intermedia.pdf');
    await expectAccessible(page);
    await screenShot(page, 'internships-upload-es-wide');
    await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Documentos adjuntados' })).toBeVisible();
    await expect(active.getByRole('button', { name: 'Descargar valoracion-intermedia.pdf' })).toBeVisible();

    const download = page.waitForEvent('download');
    await active.getByRole('button', { name: 'Descargar valoracion-intermedia.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('valoracion-intermedia.pdf');

    await page.setViewportSize(PHONE);
    await active.getByRole('button', { name: /^Subir documentos/ }).click();
    await dialog.getByLabel('Fichero').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('notas') });
    await expect(dialog.getByRole('alert')).toHaveText('«notas.txt»: El fichero debe estar en formato PDF');
    await screenShot(page, 'internships-upload-refused-es-phone');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await pageShot(page, 'internships-mine-es-phone');
  });

  test('an internship proposal: a wrong CIF first, then the demo company', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await logInAsCandidate(page);
    await page.goto('/propuesta-practicas');
    await expect(page.getByText(/Este curso puedes enviar 3 propuestas más \(de 3\)/)).toBeVisible();

    const cif = page.getByLabel('CIF de la empresa');
    await cif.fill('B28000009');
    await cif.blur();
    await expect(page.getByText('El CIF está mal formado')).toBeVisible();
    await cif.fill(DEMO_COMPANY_CIF);
    await cif.blur();
    await expect(page.getByText('Empresa registrada en el portal: Innovación Digital Ibérica')).toBeVisible();

    const contact = page.getByLabel('Correo electrónico de contacto de la empresa');
    await contact.fill('empresa@example.org');
    await contact.blur();
    await expect(page.getByText('Es un contacto registrado de esta empresa.')).toBeVisible();

    const { start, end } = proposalDates();
    await page.getByLabel('Fecha de inicio').fill(start);
    await page.getByLabel('Fecha de fin').fill(end);
    // The generic brand's internship field rules: the position is required, the department and course optional.
    await page.getByLabel('Puesto de trabajo').fill('Analista de datos en prácticas');
    await page.getByLabel('Departamento (opcional)').fill('Inteligencia de negocio');
    await page.getByLabel('Curso (opcional)').selectOption({ label: 'Curso 4' });
    await page.getByLabel('Horas al día').fill('5');
    await page.getByLabel('Horas a la semana').fill('25');
    await page.getByLabel('Tareas a desarrollar').fill('Apoyo al equipo de análisis de datos y preparación de informes.');
    await page.getByLabel('Nombre del tutor o tutora').fill('Joan');
    await page.getByLabel('Apellidos del tutor o tutora', { exact: true }).fill('Riera Mas');
    await page.getByLabel('Correo electrónico del tutor o tutora', { exact: true }).fill('empresa@example.org');
    await page.getByLabel('Nombre y apellidos del tutor o tutora académico (opcional)').fill('Elena Soler Pujol');
    await page.getByLabel('He leído y acepto las condiciones de las prácticas').check();
    await expectAccessible(page);
    await pageShot(page, 'internships-proposal-es-wide');
    await page.setViewportSize(PHONE);
    await pageShot(page, 'internships-proposal-es-phone');

    await page.getByRole('button', { name: 'Enviar la propuesta' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Propuesta registrada' })).toBeVisible();
    await expect(page.getByText(/Este curso puedes enviar 2 propuestas más/)).toBeVisible();
    await pageShot(page, 'internships-proposal-sent-es-phone');
  });

  test('at the UIB the proposal shows the hour rule, refuses longer days, and links the real conditions', async ({ page, baseURL }) => {
    const uib = baseURL!.replace('127.0.0.1', 'uib.localhost');
    await page.setViewportSize(WIDE);
    await page.goto(`${uib}/login/alumnes`);
    await page.getByLabel('Usuari').fill('alumno@uib.example.org');
    await page.getByLabel('Contrasenya').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
    // The demo student's saved language (Spanish) is restored at login; this journey reads the Catalan pages.
    await page.getByLabel('Idioma', { exact: true }).first().selectOption({ label: 'Català' });
    await page.getByRole('button', { name: 'Sí' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');

    await page.goto(`${uib}/proposta-practiques`);
    await expect(page.getByText(/A la UIB les pràctiques poden tenir com a màxim 5 hores al dia i 25 a la setmana/)).toBeVisible();
    await page.getByLabel('Hores al dia').fill('6');
    await page.getByRole('button', { name: 'Envia la proposta' }).click();
    await expect(page.getByLabel('Hores al dia')).toHaveAccessibleDescription('Com a màxim 5 hores al dia');
    await pageShot(page, 'internships-proposal-uib-ca-wide');
    await page.getByLabel('Les pràctiques són íntegrament en període no lectiu').check();
    await page.getByRole('button', { name: 'Envia la proposta' }).click();
    await expect(page.getByLabel('Hores al dia')).not.toHaveAttribute('aria-invalid', 'true');

    await page.goto(`${uib}/uib/condicions-practiques`);
    await expect(page.getByRole('heading', { level: 1, name: 'Condicions de les pràctiques' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Horari' })).toBeVisible();
    await expect(page.getByText(/com a màxim 5 hores al dia i 25 hores a la setmana/)).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await pageShot(page, 'internships-conditions-ca-phone');
  });

  test('a new candidate registers on the generic brand (a bad DNI first) and lands logged in', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/login/alumnos');
    await page.getByRole('link', { name: 'Registrarse como estudiante' }).click();
    await expect(page).toHaveURL(/\/registro$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Registro de estudiantes' })).toBeVisible();

    await page.getByLabel('Nombre').fill('Irene');
    await page.getByLabel('Apellidos').fill('Camps Ferrer');
    await page.getByLabel('Correo electrónico').fill(`irene.${Date.now()}@example.net`);
    await page.getByLabel('Número de documento').fill('87654321A');
    await page.getByLabel('Elige una contraseña').fill('Practicas2025');
    await page.getByLabel('Repite la contraseña').fill('Practicas2025');
    await page.getByLabel('He leído y acepto la política de privacidad').check();
    await page.getByRole('button', { name: 'Crear la cuenta' }).click();
    await expect(page.getByLabel('Número de documento')).toHaveAccessibleDescription(/El DNI está mal formado$/);
    await expectAccessible(page);
    await pageShot(page, 'registration-bad-dni-es-wide');

    await page.getByLabel('Número de documento').fill('87654321X');
    await page.getByRole('button', { name: 'Crear la cuenta' }).click();
    await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida, Irene!' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Te has registrado correctamente');
    await page.setViewportSize(PHONE);
    await pageShot(page, 'registration-done-es-phone');

    // Nobody was logged in before, so the first answer of damePracticasAlumno is the new candidate's.
    const internships = page.waitForResponse((response) => response.url().endsWith('/api/Alumno/damePracticasAlumno'));
    await page.getByRole('button', { name: 'Entrar en el portal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Irene' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // A brand-new CV lacks mandatory personal data: the portal asks for it in a dialog, which can wait.
    await expect(page.locator('[aria-modal="true"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('[aria-modal="true"]')).toBeHidden();

    // A brand-new candidate has no internships: neither "my internships" nor the proposal is in the menu.
    expect(await (await internships).json()).toEqual({ status: 0, datos: [] });
    await page.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByRole('link', { name: 'Mi CV' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Mis prácticas' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Propuesta de prácticas' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Irene' })).toBeVisible();
  });

  test('the pages in Catalan, wide and on a phone', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('_idioma', 'ca'));
    await page.setViewportSize(PHONE);
    await page.goto('/registre');
    await expect(page.getByLabel('Nom de pila')).toBeVisible();
    await expectAccessible(page);
    await pageShot(page, 'registration-ca-phone');

    await page.setViewportSize(WIDE);
    await page.goto('/login/alumnes');
    await page.getByLabel('Usuari').fill('alumno@example.org');
    await page.getByLabel('Contrasenya').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();
    await expect(page.getByRole('region', { name: 'Comunicacions' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Propers esdeveniments' }).getByRole('article')).toHaveCount(3);
    await pageShot(page, 'internships-home-ca-wide');

    await page.goto('/les-meves-practiques');
    await expect(page.getByRole('article').first()).toContainText('En curs');
    await expectAccessible(page);
    await pageShot(page, 'internships-mine-ca-wide');
    await page.setViewportSize(PHONE);
    await pageShot(page, 'internships-mine-ca-phone');

    await page.goto('/proposta-practiques');
    await expect(page.getByLabel("CIF de l'empresa")).toBeVisible();
    await expectAccessible(page);
    await pageShot(page, 'internships-proposal-ca-phone');
    await page.setViewportSize(WIDE);
    await pageShot(page, 'internships-proposal-ca-wide');
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await pageShot(page, 'internships-home-ca-phone');
  });
});
