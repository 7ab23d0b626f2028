import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * A company reviews the candidates of its offers on a fresh demo database (apps/api/src/db/seed/
 * demo-company-candidates.ts): empresa@example.org opens the candidates of "Desarrollador/a frontend (React)", reads
 * Lucía Martín Ferrer's CV, downloads it as a PDF, rejects her there with a reason and moves her internship
 * candidacy forward to an interview; then Lucía (alumno@example.org) sees both states in her candidacies.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const JOB = 'Desarrollador/a frontend (React)';
const INTERNSHIP = 'Prácticas de desarrollo de aplicaciones móviles';
const LUCIA = 'Lucía Martín Ferrer';

/** The id of an offer alumno applied to, read through the candidate's own calls (the offer detail carries it). */
async function offerIdOf(request: APIRequestContext, title: string): Promise<number> {
  const login = await request.post('/api/Alumno/logaUsuario', { data: { usuario: 'alumno@example.org', password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { datos: { token: string } }).datos.token;
  const headers = { authorization: `Bearer ${token}` };
  for (const list of ['dameCandidaturasEmpleoUsuario', 'dameCandidaturasPracticasUsuario']) {
    const items = ((await (await request.get(`/api/Alumno/${list}`, { headers })).json()) as { datos: { titulo: string; urlAcceso: string }[] }).datos;
    const found = items.find((item) => item.titulo === title);
    if (found) {
      const detail = (await (await request.get(`/api/Alumno/dameOferta/${found.urlAcceso}`, { headers })).json()) as { datos: { idOferta: number } };
      return detail.datos.idOferta;
    }
  }
  throw new Error(`alumno has no candidacy in ${title}`);
}

async function companyLogin(page: Page, language: 'es' | 'ca' = 'es'): Promise<void> {
  if (language === 'ca') {
    await page.addInitScript(() => localStorage.setItem('_idioma', 'ca'));
    await page.goto('/login/empreses');
    await page.getByLabel('Usuari').fill('empresa@example.org');
    await page.getByLabel('Contrasenya').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();
  } else {
    await page.goto('/login/empresas');
    await fillLogin(page, 'empresa@example.org');
  }
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
}

async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

test.describe("the candidates of a company's offer", () => {
  test('open the candidates, read a CV, download its PDF, reject one with a reason, move another forward; the candidate sees both', async ({
    page,
    request,
  }) => {
    const jobOffer = await offerIdOf(request, JOB);
    const internshipOffer = await offerIdOf(request, INTERNSHIP);
    await page.setViewportSize(WIDE);
    await companyLogin(page);

    // The offer's candidates: states with counts, unread marks, filters.
    await page.goto(`/mis-ofertas/${jobOffer}`);
    await expect(page.getByRole('heading', { level: 2, name: JOB })).toBeVisible();
    await expect(page.getByText('7 candidaturas, 3 sin leer')).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(8);
    const lucia = rows.filter({ hasText: LUCIA });
    await expect(lucia.getByText('Sin leer')).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'company-candidates-es-wide');

    // Filters: a state tab, then the text (accents ignored).
    await page.getByRole('link', { name: /Entrevista/ }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Aina Suñer Comas');
    await page.getByRole('link', { name: /Todas/ }).click();
    // The search keeps the state tab it was typed under: it is typed once "Todas" is the tab shown.
    await expect(page.getByRole('link', { name: /Todas/ })).toHaveAttribute('aria-current', 'page');
    await expect(rows).toHaveCount(8);
    await page.getByLabel('Nombre o correo').fill('nuria llull');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Núria Col·lell Llull');
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(rows).toHaveCount(8);

    // Lucía's CV: opening it marks it read.
    await lucia.getByRole('link', { name: `Ver CV de ${LUCIA}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: LUCIA })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Formación' })).toBeVisible();
    await expect(page.getByText('12345678Z')).toHaveCount(0);
    await expectAccessible(page);
    await snap(page, 'company-cv-es-wide');

    // The PDF generated on the server.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CV en PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`CV ${LUCIA}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Reject with a reason: the reason is asked for first.
    await page.getByLabel('Nuevo estado').selectOption({ label: 'Descartada' });
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(page.getByText('Indica el motivo del descarte.')).toBeVisible();
    await page.getByLabel('Motivo del descarte').selectOption({ label: 'Se ha seleccionado a otra persona con un perfil más ajustado' });
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    // A rejection is final: confirmed first (candidacy-decisions.spec.ts plays the undo).
    await page.getByRole('alertdialog', { name: '¿Descartar esta candidatura?' }).getByRole('button', { name: 'Descartar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'La candidatura está ahora en «Descartada».' })).toBeVisible();
    await expect(page.getByText('Esta candidatura está en un estado final')).toBeVisible();
    await snap(page, 'company-cv-rejected-es-wide');

    // Back in the list: Lucía is read and rejected.
    await page.getByRole('link', { name: /Volver a las candidaturas/ }).click();
    await expect(page.getByText('7 candidaturas, 2 sin leer')).toBeVisible();
    await expect(rows.filter({ hasText: LUCIA })).toContainText('Descartada');

    // Her internship candidacy moves forward, on a phone.
    await page.setViewportSize(PHONE);
    await page.goto(`/mis-ofertas/${internshipOffer}`);
    await expect(page.getByRole('heading', { level: 2, name: INTERNSHIP })).toBeVisible();
    await snap(page, 'company-candidates-es-phone');
    await page.getByRole('link', { name: `Ver CV de ${LUCIA}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: LUCIA })).toBeVisible();
    await page.getByLabel('Nuevo estado').selectOption({ label: 'Entrevista' });
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'La candidatura está ahora en «Entrevista».' })).toBeVisible();
    await snap(page, 'company-cv-es-phone');

    // The candidate sees both states.
    await page.goto('/logout');
    await expect(page).toHaveURL(/login/);
    await page.setViewportSize(WIDE);
    await page.goto('/login/alumnos');
    await fillLogin(page, 'alumno@example.org');
    await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
    // The page opens where a pre-enrolment waits for an answer (the demo candidate has one on an internship):
    // the job tab is chosen by the candidate.
    await page.goto('/mis-candidaturas');
    await page.getByRole('tab', { name: /^Empleo/ }).click();
    const job = page.getByRole('listitem').filter({ hasText: JOB });
    await expect(job).toContainText('Descartada');
    await page.getByRole('tab', { name: /Prácticas/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: INTERNSHIP })).toContainText('Entrevista');
  });

  test('in Catalan, on a phone and on a wide screen', async ({ page, request }) => {
    const jobOffer = await offerIdOf(request, JOB);
    await page.setViewportSize(PHONE);
    await companyLogin(page, 'ca');
    await page.goto(`/les-meves-ofertes/${jobOffer}`);
    await expect(page.getByRole('heading', { level: 2, name: JOB })).toBeVisible();
    await expect(page.getByRole('link', { name: /Totes/ })).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'company-candidates-ca-phone');
    await page.getByRole('link', { name: 'Mira el CV de Núria Col·lell Llull' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Núria Col·lell Llull' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Descarrega el CV en PDF' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'company-cv-ca-phone');
    await page.setViewportSize(WIDE);
    await snap(page, 'company-cv-ca-wide');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: JOB })).toBeVisible();
    await snap(page, 'company-candidates-ca-wide');
  });
});
