import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * The whole marketplace loop on a fresh demo database, every step in the browser of the person who takes it (each
 * person has a browser of their own, open side by side):
 * a company asks for an account, the service validates it, the company posts a job offer through the four steps,
 * the service validates the offer, a graduate of the offer's degree finds it and enrols, the company moves the
 * candidacy, the service proposes a second candidate who accepts the pre-enrolment from the home, and the staff
 * dashboard and change log show all of it. The staff pages are checked for accessibility and photographed at
 * desktop and phone width.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const COMPANY = {
  cif: 'B12345674',
  legalName: 'Talleres Digitales del Llevant SL',
  tradeName: 'Digitals Llevant',
  contact: 'Joana',
  surnames: 'Riera Mas',
  email: 'joana.riera@digitalsllevant.example',
  password: 'Llevant2024x',
};
const OFFER = 'Desarrollador/a de integraciones (Digitals Llevant)';
const DEGREE = 'Grado en Ingeniería Informática';
/** A graduate of the offer's degree, looking for a job. */
const APPLICANT = { email: 'titulado@example.org' };
/** A student of the same degree the service puts forward. */
const PROPOSED = { email: 'alumno.master@example.org', name: 'Clara Vidal Roca' };

/** A field by its label, with or without the "(obligatorio)" mark of required fields. */
function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\(obligatorio\\))?$`));
}

/** The whole page from its top. */
async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** A staff page of the loop: accessible, and photographed wide and on a phone. */
async function checkStaffPage(page: Page, name: string, language: 'es' | 'ca' = 'es'): Promise<void> {
  await expectAccessible(page);
  await snap(page, `loop-${name}-${language}`);
  await page.setViewportSize(PHONE);
  await snap(page, `loop-${name}-${language}-phone`);
  await page.setViewportSize(WIDE);
}

async function newPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: WIDE, locale: 'es-ES' });
  return context.newPage();
}

async function login(page: Page, loginPath: string, usuario: string, password?: string): Promise<void> {
  await page.goto(loginPath);
  await fillLogin(page, usuario, password);
  // A pending data-protection text is accepted first, as every person does at their first login.
  const accept = page.getByRole('button', { name: /^Acepto/ });
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ }).or(accept)).toBeVisible();
  if (await accept.isVisible()) await accept.click();
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
}

/** Opens a back-office page from the staff menu, as the staff member does. */
async function staffMenu(page: Page, link: string): Promise<void> {
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('dialog').getByRole('link', { name: link, exact: true }).click();
}

/**
 * A dashboard chart's table, month by month: its label ("nov 26") and value. Read by label, not by position: a run
 * that crosses the end of a month (Madrid time) finds its events in a month the first read did not have, and the
 * oldest month gone from the window.
 */
async function monthValues(page: Page, chart: string): Promise<Map<string, number>> {
  const figure = page.getByRole('figure', { name: chart });
  const details = figure.locator('details');
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await figure.getByText('Ver los datos en una tabla').click();
  const table = figure.getByRole('table');
  await expect(table.getByRole('row').last()).toBeVisible();
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [tr.querySelector('th')?.textContent?.trim() ?? '', tr.querySelector('td')?.textContent?.trim() ?? ''] as const),
  );
  return new Map(rows.map(([month, value]) => [month, Number(value)]));
}

/** What a chart gained between two reads: every month of the second, less what the first read had for it. */
function gained(before: Map<string, number>, after: Map<string, number>): number {
  let sum = 0;
  for (const [month, value] of after) sum += value - (before.get(month) ?? 0);
  return sum;
}

async function dashboardCounts(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  return {
    offers: await monthValues(page, 'Ofertas publicadas por mes'),
    candidacies: await monthValues(page, 'Candidaturas por mes'),
    companies: await monthValues(page, 'Solicitudes de cuenta de empresa por mes'),
  };
}

test.describe('the marketplace loop', () => {
  test('company request, validation, offer, enrolment, state change, proposal, acceptance, dashboard and change log', async ({ browser }) => {
    test.setTimeout(240_000);
    const staff = await newPerson(browser);
    const company = await newPerson(browser);
    const applicant = await newPerson(browser);
    const proposed = await newPerson(browser);

    // 0. The service signs in and reads the monthly figures before anything happens.
    await login(staff, '/login/gestores', 'gestor@example.org');
    await staffMenu(staff, 'Panel');
    const before = await dashboardCounts(staff);

    // 1. The company asks for an account; the CIF is checked by its control character.
    await company.goto('/login/empresas');
    await company.getByRole('link', { name: /Solicita|Solicitar/ }).first().click();
    await expect(company).toHaveURL(/\/solicitar-cuenta$/);
    await field(company, 'CIF').fill('B12345675');
    await field(company, 'Razón social').fill(COMPANY.legalName);
    await company.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await expect(company.getByText('El CIF o NIF está mal formado')).toBeVisible();
    await field(company, 'CIF').fill(COMPANY.cif);
    await field(company, 'Sector').selectOption({ index: 3 });
    await field(company, 'Nombre comercial').fill(COMPANY.tradeName);
    await field(company, 'Nombre').fill(COMPANY.contact);
    await field(company, 'Apellidos').fill(COMPANY.surnames);
    await field(company, 'Cargo').fill('Directora técnica');
    await field(company, 'Teléfono').fill('971 222 333');
    await field(company, 'Correo electrónico').fill(COMPANY.email);
    await field(company, 'Contraseña').fill(COMPANY.password);
    await field(company, 'Repite la contraseña').fill(COMPANY.password);
    await company.getByLabel('He leído y acepto la política de privacidad').check();
    await company.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await expect(company.getByRole('status')).toContainText('Solicitud enviada');

    // 2. The service validates it from its queue.
    await staffMenu(staff, 'Empresas');
    await expect(staff.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    const requestRow = staff.getByRole('row').filter({ hasText: COMPANY.email });
    await expect(requestRow).toBeVisible();
    await checkStaffPage(staff, 'companies');
    await requestRow.getByRole('button', { name: 'Validar' }).click();
    await expect(staff.getByRole('status')).toContainText('cuenta validada');
    await expect(requestRow).toHaveCount(0);

    // 3. The company signs in and posts a job offer through the four steps.
    await login(company, '/login/empresas', COMPANY.email, COMPANY.password);
    const popup = company.getByRole('dialog', { name: 'Faltan datos obligatorios' });
    // A new company still lacks the data its request did not ask for. It may put it off ("Ahora no") until it sends
    // an offer (the API and web tests play that way, 611); here it completes it at once, before its first offer.
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Completar los datos de la empresa' }).click();
    await expect(popup).toHaveCount(0);
    await company.getByLabel(/^Tipo de empresa/).selectOption({ index: 1 });
    await company.getByLabel(/^Dirección/).fill('Carrer del Sindicat 12');
    await company.getByLabel(/^Código postal/).fill('07002');
    await company.getByLabel(/^País/).selectOption({ label: 'España' });
    await company.getByLabel(/^Provincia/).selectOption({ index: 1 });
    await company.getByRole('button', { name: 'Guardar los datos' }).click();
    await expect(company.getByRole('status')).toContainText('Cambios guardados');
    await company.goto('/mi-perfil');
    await company.getByLabel(/^Dirección/).fill('Carrer del Sindicat 12');
    await company.getByLabel(/^Localidad/).fill('Palma');
    await company.getByLabel(/^Código postal/).fill('07002');
    await company.getByRole('button', { name: 'Guardar mis datos' }).click();
    await expect(company.getByRole('status')).toContainText('Cambios guardados');
    await company.goto('/');
    await expect(popup).toHaveCount(0);
    await company.getByRole('link', { name: 'Nueva oferta de empleo' }).click();
    await expect(company.getByText('Paso 1 de 4')).toBeVisible();
    await company.getByLabel(/Título de la oferta/).fill(OFFER);
    await company.getByLabel(/^Descripción/).fill('Integración de los sistemas de nuestros clientes con servicios web: diseño, desarrollo y pruebas.');
    await company.getByLabel(/^Sector/).selectOption({ index: 1 });
    await company.getByRole('button', { name: /^Siguiente/ }).click();
    await expect(company.getByText('Paso 2 de 4')).toBeVisible();
    await company.getByLabel(/^Tipo de contrato/).selectOption({ label: 'Indefinido' });
    await company.getByLabel(/^Horario/).fill('De lunes a viernes, de 8:00 a 15:00');
    await company.getByRole('button', { name: /^Siguiente/ }).click();
    await expect(company.getByText('Paso 3 de 4')).toBeVisible();
    await company.getByLabel(/^Provincia/).selectOption({ index: 1 });
    await company.getByLabel(/^Localidad/).fill('Palma');
    await company.getByRole('searchbox', { name: 'Buscar titulación' }).fill(DEGREE);
    await company.getByRole('searchbox', { name: 'Buscar titulación' }).press('Enter');
    await expect(company.locator('.degree-picker__item')).toContainText(DEGREE);
    await company.getByRole('button', { name: /^Siguiente/ }).click();
    await expect(company.getByText('Paso 4 de 4')).toBeVisible();
    await company.getByLabel(/^Nombre/).fill(COMPANY.contact);
    await company.getByLabel(/^Apellidos/).fill(COMPANY.surnames);
    await company.getByLabel(/^Correo electrónico/).fill(COMPANY.email);
    await company.getByLabel(/^Teléfono/).fill('971 222 333');
    await company.getByRole('button', { name: 'Enviar al servicio para validar' }).click();
    await expect(company.getByRole('heading', { level: 1, name: 'Mis ofertas' })).toBeVisible();
    const myOffer = company.locator('.company-offer').filter({ hasText: OFFER });
    await expect(myOffer.locator('.state-badge')).toHaveText('Pendiente de validación');

    // 4. The service validates the offer.
    await staffMenu(staff, 'Ofertas');
    await expect(staff.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    const offerRow = staff.getByRole('row').filter({ hasText: OFFER });
    await expect(offerRow).toBeVisible();
    await checkStaffPage(staff, 'offers');
    await offerRow.getByRole('button', { name: 'Validar' }).click();
    await expect(staff.getByRole('status')).toContainText('publicada');

    // 5. A graduate of the degree finds the offer in the job offers and enrols from its page.
    await login(applicant, '/login/alumnos', APPLICANT.email);
    await applicant.getByRole('button', { name: 'Menú' }).click();
    await applicant.getByRole('dialog').getByRole('link', { name: 'Ofertas de empleo' }).click();
    await expect(applicant.getByRole('heading', { level: 2, name: /^\d+ ofertas$/ })).toBeVisible();
    await applicant.getByLabel('Buscar en el título').fill('integraciones');
    await applicant.getByRole('button', { name: 'Buscar', exact: true }).click();
    await applicant.getByRole('link', { name: OFFER, exact: true }).click();
    await expect(applicant.getByRole('heading', { level: 2, name: OFFER })).toBeVisible();
    await applicant.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
    await applicant.getByRole('alertdialog', { name: 'Confirmar la candidatura' }).getByRole('button', { name: 'Sí, inscribirme' }).click();
    await expect(applicant.getByRole('status').filter({ hasText: 'Inscripción realizada' })).toBeVisible();

    // 6. The company opens the offer's candidates and moves the candidacy on.
    // Back on the home, the count shows the offer the service published meanwhile.
    await company.getByRole('link', { name: 'Logotipo del Portal de Empleo' }).click();
    const publishedJobs = company.getByRole('link', { name: /Ofertas de empleo publicadas/ });
    await expect(publishedJobs).toContainText('1');
    await publishedJobs.click();
    await expect(myOffer.locator('.state-badge')).toHaveText('Publicada');
    await myOffer.getByRole('link', { name: /1 candidat/ }).click();
    await expect(company.getByRole('heading', { level: 2, name: OFFER })).toBeVisible();
    const applicantRow = company.getByRole('table').getByRole('row').filter({ hasText: 'Sin leer' });
    await expect(applicantRow).toHaveCount(1);
    const applicantName = (await applicantRow.getByRole('link', { name: /^Ver CV de / }).getAttribute('aria-label'))?.replace('Ver CV de ', '') ?? '';
    await applicantRow.getByRole('link', { name: /^Ver CV de / }).click();
    await expect(company.getByRole('heading', { level: 2, name: applicantName })).toBeVisible();
    await company.getByLabel('Nuevo estado').selectOption({ label: 'Entrevista' });
    await company.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(company.getByRole('status').filter({ hasText: 'La candidatura está ahora en «Entrevista».' })).toBeVisible();

    // 7. The service proposes a second candidate from the offer's candidacies.
    await staff.getByRole('link', { name: 'Publicadas' }).click();
    const published = staff.getByRole('row').filter({ hasText: OFFER });
    await published.getByRole('link', { name: /candidatura/ }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Candidaturas de la oferta' })).toBeVisible();
    const offerId = Number(staff.url().match(/ofertas\/(\d+)\/candidaturas/)?.[1]);
    await expect(staff.getByRole('row').filter({ hasText: APPLICANT.email })).toContainText('Entrevista');
    await staff.getByLabel('Buscar por nombre, DNI o correo electrónico').fill('Clara Vidal');
    const match = staff.getByRole('listitem').filter({ hasText: PROPOSED.email });
    await expect(match).toBeVisible();
    await checkStaffPage(staff, 'offer-candidacies');
    await match.getByRole('button', { name: 'Proponer' }).click();
    await expect(staff.getByRole('status')).toContainText('preinscripción enviada');
    await expect(staff.getByRole('row').filter({ hasText: PROPOSED.email })).toContainText('Preinscripción');

    // 8. The proposed candidate sees it on the home and accepts in two clicks.
    await login(proposed, '/login/alumnos', PROPOSED.email);
    const pending = proposed.getByRole('region', { name: /Tienes \d+ cosas? pendientes?/ });
    await expect(pending).toContainText(OFFER);
    await pending.getByRole('link', { name: `Responder: ${OFFER}` }).click();
    await proposed.getByRole('button', { name: 'Aceptar la preinscripción' }).click();
    await expect(proposed.getByRole('status').filter({ hasText: /preinscripción/i })).toBeVisible();
    await staff.reload();
    await expect(staff.getByRole('row').filter({ hasText: PROPOSED.email })).toContainText('Propuesto por el servicio');

    // 9. The dashboard counts it: one more offer published, two more candidacies, one more company request.
    await staffMenu(staff, 'Panel');
    const after = await dashboardCounts(staff);
    expect({ offers: gained(before.offers, after.offers), candidacies: gained(before.candidacies, after.candidacies), companies: gained(before.companies, after.companies) }).toEqual({ offers: 1, candidacies: 2, companies: 1 });
    await checkStaffPage(staff, 'dashboard');

    // 10. The change log shows each step.
    await staffMenu(staff, 'Registro de cambios');
    await expect(staff.getByRole('heading', { level: 1, name: 'Registro de cambios' })).toBeVisible();
    const rows = staff.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'Validación' }).filter({ hasText: 'Empresa #' }).filter({ hasText: COMPANY.tradeName })).toContainText('Pendiente → Validada');
    await expect(rows.filter({ hasText: `Oferta #${offerId}` }).filter({ hasText: 'Validación' })).toContainText('Pendiente → Publicada');
    // The company's own move is there too, under the contact who made it. A candidacy's line names the offer,
    // never the candidate (nothing personal outlives an erasure): the candidate's address is not in it.
    const move = rows.filter({ hasText: 'Cambio de estado' }).filter({ hasText: OFFER });
    await expect(move).toContainText('Inscrita → Entrevista');
    await expect(move).toContainText(COMPANY.email);
    await expect(move).not.toContainText(APPLICANT.email);
    await expect(rows.filter({ hasText: 'Propuesta de candidato' }).filter({ hasText: OFFER })).toContainText('Preinscripción');
    await checkStaffPage(staff, 'audit');

    // 11. The same staff pages in Catalan, wide and on a phone.
    await staff.getByLabel('Idioma').selectOption({ label: 'Català' });
    await staff.getByRole('alertdialog', { name: 'Cambiar el idioma' }).getByRole('button', { name: 'Sí' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Registre de canvis' })).toBeVisible();
    await checkStaffPage(staff, 'audit', 'ca');
    for (const [link, heading, name] of [
      ['Tauler', 'Tauler', 'dashboard'],
      ['Empreses', 'Empreses', 'companies'],
      ['Ofertes', 'Ofertes', 'offers'],
    ] as const) {
      await staffMenu(staff, link);
      await expect(staff.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await checkStaffPage(staff, name, 'ca');
    }
    await staff.getByRole('link', { name: /^Publicades/ }).click();
    await staff.getByRole('row').filter({ hasText: OFFER }).getByRole('link', { name: /candidatur/ }).click();
    await expect(staff.getByRole('heading', { level: 1, name: "Candidatures de l'oferta" })).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: PROPOSED.email })).toBeVisible();
    await checkStaffPage(staff, 'offer-candidacies', 'ca');
  });
});
