import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * The candidate portal as a student lives it, against the demo data: what to do next (alumno@example.org has a
 * pre-enrolment of the internship service waiting), finding offers (filtered by her degree, sorted, and back to
 * the same list), fixing what blocks an enrolment (alumno.sinbusqueda has the active search off and lacks the
 * academic record an offer asks for), and the Catalan pages.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A one-page PDF: the academic record the offer asks for. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

async function login(page: Page, usuario: string): Promise<void> {
  await page.goto('/login/alumnos');
  await fillLogin(page, usuario);
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
}

async function loginCatalan(page: Page, usuario: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('_idioma', 'ca'));
  await page.goto('/login/alumnes');
  await page.getByLabel('Usuari').fill(usuario);
  await page.getByLabel('Contrasenya').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
}

test.describe('the candidate portal as a student lives it', () => {
  // First: the next journey answers the pre-enrolment.
  test('my candidacies open on the tab that holds the pending pre-enrolment', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await login(page, 'alumno@example.org');
    await page.goto('/mis-candidaturas');
    await expect(page.getByRole('tab', { name: /Prácticas/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Prácticas de análisis de datos (preinscripción del servicio)');
    await snap(page, 'journeys-candidacies-pending-phone-es');
  });

  test('a pending pre-enrolment waits on the home, is counted in the menu and is answered in two clicks', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await login(page, 'alumno@example.org');

    const pending = page.getByRole('region', { name: 'Tienes 1 cosa pendiente' });
    await expect(pending).toContainText('El servicio te ha preinscrito en las prácticas «Prácticas de análisis de datos (preinscripción del servicio)»');
    // The main sections stay in view on a wide screen, "my candidacies" with its count.
    const sections = page.getByRole('navigation', { name: 'Secciones principales' });
    await expect(sections.getByRole('link', { name: /Mis candidaturas/ })).toContainText('1');
    await expect(sections.getByRole('link', { name: 'Ofertas de empleo' })).toBeVisible();
    // The sections without a page yet are not offered.
    await page.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Encuestas' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Mis candidaturas/ })).toContainText('1 pendiente de responder');
    await menu.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expectAccessible(page);
    await snap(page, 'journeys-home-pending-es');

    // Click one: the candidacy, with its answer. Click two: accept.
    await pending.getByRole('link', { name: /Responder/ }).click();
    await page.getByRole('region', { name: 'Preinscripción pendiente' }).getByRole('button', { name: 'Aceptar la preinscripción' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Respuesta registrada' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historial' })).toContainText('Inscrita');

    // Nothing waits any more: no pending section, no count.
    await sections.getByRole('link', { name: 'Inicio' }).or(page.getByRole('link', { name: /Logotipo/ })).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /cosa pendiente|cosas pendientes/ })).toHaveCount(0);
    await expect(sections.getByRole('link', { name: /Mis candidaturas/ })).toHaveText('Mis candidaturas');
  });

  test('filters by degree, sorts by deadline, opens an offer and comes back to the same filtered list', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await login(page, 'alumno@example.org');
    await page.getByRole('navigation', { name: 'Secciones principales' }).getByRole('link', { name: 'Ofertas de empleo' }).click();

    // The degree filter is among the main ones, preselected with the student's degree, and can be cleared.
    const degree = page.getByLabel('Titulación', { exact: true });
    await expect(degree).toBeVisible();
    await expect(page).toHaveURL(/titulacion=1001/);
    await expect(degree.locator('option:checked')).toHaveText('Grado en Ingeniería Informática');
    await expect(page.getByRole('button', { name: 'Quitar el filtro Titulación: Grado en Ingeniería Informática' })).toBeVisible();
    // Saved searches are at hand at the top of the filter panel.
    await expect(page.getByRole('heading', { name: 'Búsquedas guardadas' })).toBeInViewport();

    // Another province chosen: the province list still offers every province of the list.
    const province = page.getByLabel('Provincia', { exact: true });
    // The options come with the filter panel's own answer: counted once they are there (Madrid among them), not before.
    await expect(province.locator('option', { hasText: 'Madrid' })).toBeAttached();
    const provinces = await province.locator('option').count();
    await province.selectOption({ label: 'Madrid' });
    await expect(page).toHaveURL(/provincia=28/);
    await expect(page.getByRole('button', { name: 'Quitar el filtro Provincia: Madrid' })).toBeVisible();
    await expect(province.locator('option')).toHaveCount(provinces);
    await page.getByRole('button', { name: 'Quitar el filtro Provincia: Madrid' }).click();
    await expect(page).not.toHaveURL(/provincia=/);

    // Sorted by the enrolment deadline, soonest first.
    await page.getByLabel('Ordenar por').selectOption({ label: 'Fecha límite de inscripción' });
    await expect(page).toHaveURL(/orden=caducidad/);
    await expect(page.locator('.offer-list--stale')).toHaveCount(0);
    await expect(page.locator('.offers-page__results')).toHaveAttribute('aria-busy', 'false');
    const titles = await page.locator('.offer-card__title').allTextContents();
    expect(titles.length).toBeGreaterThan(3);
    await snap(page, 'journeys-list-degree-deadline-es');

    // Down the list, open an offer, and back: the same filters, order and place in the list.
    const target = page.locator('.offer-card__title a').nth(3);
    await target.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const url = page.url();
    const title = (await target.textContent()) ?? '';
    await target.click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await page.getByRole('link', { name: 'Volver a la lista de ofertas' }).first().click();
    await expect(page).toHaveURL(url);
    await expect(page.getByLabel('Ordenar por')).toHaveValue('caducidad');
    await expect(page.getByRole('button', { name: 'Quitar el filtro Titulación: Grado en Ingeniería Informática' })).toBeVisible();
    expect(await page.locator('.offer-card__title').allTextContents()).toEqual(titles);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 80);

    // Cleared, the degree stays cleared.
    await page.getByRole('button', { name: 'Quitar el filtro Titulación: Grado en Ingeniería Informática' }).click();
    await expect(page).not.toHaveURL(/titulacion=/);
    await page.goto('/ofertas-empleo');
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ ofertas$/ })).toBeVisible();
    await expect(page).not.toHaveURL(/titulacion=/);
  });

  test('a student refused for missing data sees every blocker on the offer, fixes each in the CV and comes back to enrol', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await login(page, 'alumno.sinbusqueda@example.org');
    await page.goto('/ofertas-empleo?texto=analista%20programador');
    await page.getByRole('link', { name: 'Analista programador/a para el sector financiero' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Analista programador/a para el sector financiero' })).toBeVisible();

    // Both blockers at once, before trying.
    const checklist = page.getByRole('region', { name: 'Antes de inscribirte: 2 requisitos sin cumplir' });
    await expect(checklist).toContainText('Activar la búsqueda activa de empleo en tu CV');
    await expect(checklist).toContainText('Documentos necesarios: Expediente académico');
    await expectAccessible(page);
    await snap(page, 'journeys-offer-checklist-es');

    // The first: the CV's active search, then back to the offer.
    await checklist.getByRole('link', { name: 'Completar en mi CV: Activar la búsqueda activa de empleo en tu CV' }).click();
    await expect(page).toHaveURL(/\/cv\?volver=.*#cv-busqueda-activa$/);
    const jobsSwitch = page.getByRole('switch', { name: 'Búsqueda activa de empleo' });
    await jobsSwitch.click();
    await expect(jobsSwitch).toHaveAttribute('aria-checked', 'true');
    await snap(page, 'journeys-cv-back-to-offer-es');
    await page.getByRole('link', { name: 'Volver a la oferta e inscribirme' }).click();

    // The second: the academic record, in the CV's documents.
    const remaining = page.getByRole('region', { name: 'Antes de inscribirte: 1 requisito sin cumplir' });
    await expect(remaining).toContainText('Documentos necesarios: Expediente académico');
    await remaining.getByRole('link', { name: /Completar en mi CV/ }).click();
    const documents = page.getByRole('region', { name: 'Documentos', exact: true });
    await documents.getByRole('button', { name: 'Añadir un documento' }).click();
    await documents.getByLabel('Archivo del documento').setInputFiles({ name: 'expediente.pdf', mimeType: 'application/pdf', buffer: PDF });
    await documents.getByLabel('Tipo de documento').selectOption({ label: 'Expediente académico' });
    await documents.getByLabel('Público').check();
    await documents.getByRole('button', { name: 'Guardar el documento' }).click();
    await expect(documents.getByRole('heading', { name: 'expediente' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver a la oferta e inscribirme' }).click();

    // Nothing blocks: enrol.
    await expect(page.getByRole('heading', { name: 'Cumples los requisitos de la oferta' }).or(page.getByRole('button', { name: 'Inscribirme en la oferta' })).first()).toBeVisible();
    await expect(page.getByRole('region', { name: /sin cumplir/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmar la candidatura' }).getByRole('button', { name: 'Sí, inscribirme' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Inscripción realizada' })).toBeVisible();
  });

  test('the Catalan home and offer list show the Catalan labels where they exist', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await loginCatalan(page, 'alumno@example.org');

    await expect(page.getByRole('img', { name: "Logotip del Portal d'Ocupació" })).toBeVisible();
    const events = page.getByRole('region', { name: 'Propers esdeveniments' });
    await expect(events).toContainText("Fira d'ocupació de primavera");
    const home = (await page.locator('main').innerText()).toLowerCase();
    for (const spanish of ['feria de empleo', 'charla', 'pabellón', 'sala de grados', 'edificio de servicios', 'vuestro', 'tenéis']) {
      expect(home, spanish).not.toContain(spanish);
    }
    // One form of address: "tu".
    for (const formal of [' el vostre espai', 'esteu al dia', 'no teniu']) expect(home, formal).not.toContain(formal);
    await snap(page, 'journeys-home-ca');

    await page.goto('/ofertes-feina');
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ ofertes$/ })).toBeVisible();
    const list = await page.locator('main').innerText();
    for (const spanish of ['Indefinido', 'Publicado el', 'Salario', 'Titulación', 'Provincia:', 'Ordenar por']) {
      expect(list, spanish).not.toContain(spanish);
    }
    await expect(page.getByLabel('Titulació', { exact: true }).locator('option:checked')).toHaveText("Grau en Enginyeria Informàtica");
    // Offers keep the tags as the company typed them (in Spanish here); those of the tags catalogue read in Catalan.
    // The filters' options come in an answer of their own, after the list's.
    await expect(page.getByLabel('Etiqueta', { exact: true }).locator('option', { hasText: 'Desenvolupament web' })).toBeAttached();
    const tags = await page.getByLabel('Etiqueta', { exact: true }).locator('option').allTextContents();
    expect(tags).toContain('Desenvolupament web');
    for (const spanish of ['Desarrollo web', 'Teletrabajo', 'Ciberseguridad', 'Análisis de datos']) expect(tags, spanish).not.toContain(spanish);
    await snap(page, 'journeys-list-ca');

    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Propers esdeveniments' })).toContainText("Fira d'ocupació de primavera");
    await snap(page, 'journeys-home-ca-phone');
    await page.goto('/ofertes-feina');
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ ofertes$/ })).toBeVisible();
    await snap(page, 'journeys-list-ca-phone');
  });
});
