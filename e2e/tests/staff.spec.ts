import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SCREENSHOT_DIR, expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * The employment service's loop on a fresh demo database: a company's account request is validated, its offer is
 * validated and published, a candidate enrols, the process moves, the service proposes a second candidate who
 * accepts the pre-enrolment, and the change log shows every step. The company's and the candidates' own steps are
 * driven through the API (their screens are not part of the back office); every staff step goes through the
 * back-office pages.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

async function screenOnly(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

async function staffLogin(page: Page): Promise<void> {
  await page.goto('/login/gestores');
  await fillLogin(page, 'gestor@example.org');
  await expect(page.getByRole('heading', { level: 1, name: /Hola, Marta/ })).toBeVisible();
}

async function apiLogin(request: APIRequestContext, role: 'Alumno' | 'Empresa', usuario: string) {
  const res = await request.post(`/api/${role}/logaUsuario`, { data: { usuario, password: DEMO_PASSWORD } });
  return (await res.json()) as { status: number; datos?: { token?: string; rgpdPendiente?: boolean } };
}

/** A candidate's session token, accepting the data-protection text first when it is pending. */
async function candidateToken(request: APIRequestContext, usuario: string): Promise<string> {
  const login = await apiLogin(request, 'Alumno', usuario);
  expect(login.status).toBe(0);
  if (!login.datos?.rgpdPendiente) return login.datos!.token!;
  const accepted = await request.get('/api/Alumno/guardaAceptacionRGPD', { headers: { authorization: `Bearer ${login.datos.token}` } });
  return ((await accepted.json()) as { datos: { token: string } }).datos.token;
}

test.describe('the back office', () => {
  test('walks the whole loop: company, offer, candidacies, proposal, change log', async ({ page, request }) => {
    await page.setViewportSize(WIDE);
    // 1. The company's request waits; its contact cannot log in yet (9).
    expect((await apiLogin(request, 'Empresa', 'pendiente@example.org')).status).toBe(9);

    await staffLogin(page);
    await expect(page.getByRole('link', { name: /Solicitudes de empresa por validar/ })).toBeVisible();
    await snap(page, 'staff-home-es');
    await page.getByRole('link', { name: /Solicitudes de empresa por validar/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    const requestRow = page.getByRole('row').filter({ hasText: 'pendiente@example.org' });
    await expect(requestRow).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'staff-companies-es');
    await requestRow.getByRole('button', { name: 'Validar' }).click();
    await expect(page.getByRole('status')).toContainText('cuenta validada');

    // 2. The company may log in now.
    expect((await apiLogin(request, 'Empresa', 'pendiente@example.org')).status).toBe(0);

    // 3. The service validates a pending offer: candidates see it.
    // The demo's pending job offer of Conservas La Ribera fits alumno.master's studies.
    await page.goto('/gestion/ofertas');
    const title = 'Tècnic/a de producció agroalimentària';
    const offerRow = page.getByRole('row').filter({ hasText: title });
    await expect(offerRow).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'staff-offers-es');
    await offerRow.getByRole('button', { name: 'Validar' }).click();
    await expect(page.getByRole('status')).toContainText('publicada');

    await page.goto(`/gestion/ofertas?estado=publicada&texto=${encodeURIComponent(title)}`);
    const published = page.getByRole('row').filter({ hasText: title });
    await expect(published).toBeVisible();
    const candidaciesLink = published.getByRole('link', { name: /candidatura/ });
    await candidaciesLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Candidaturas de la oferta' })).toBeVisible();
    const offerId = Number(page.url().match(/ofertas\/(\d+)\/candidaturas/)?.[1]);

    // 4. A candidate finds the offer and enrols.
    const candidate = await candidateToken(request, 'alumno.master@example.org');
    const auth = { authorization: `Bearer ${candidate}` };
    // A candidate's token opens no back-office call.
    const refused = await (await request.get('/api/Gestor/dameOfertasGestor?estado=publicada', { headers: auth })).json();
    expect(refused.status).toBe(607);
    const staffToken = await page.evaluate(() => localStorage.getItem('_token'));
    const offers = await (await request.get(`/api/Gestor/dameOfertasGestor?estado=publicada&texto=${encodeURIComponent(title)}`, { headers: { authorization: `Bearer ${staffToken}` } })).json();
    const url = offers.datos.items.find((o: { idOferta: number }) => o.idOferta === offerId).urlAcceso as string;
    expect((await (await request.get(`/api/Alumno/dameOferta/${url}`, { headers: auth })).json()).status).toBe(0);
    const enrol = await (await request.post('/api/Alumno/inscribirse', { headers: auth, data: { urlOferta: url } })).json();
    expect(enrol.status, JSON.stringify(enrol)).toBe(502);

    // 5. The process moves (the service uses the same state machine as the company).
    await page.reload();
    const enrolledRow = page.getByRole('row').filter({ hasText: 'alumno.master@example.org' });
    await expect(enrolledRow).toBeVisible();
    await enrolledRow.getByRole('button', { name: 'Cambiar estado' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nuevo estado').selectOption({ index: 0 });
    const nextState = (await dialog.getByLabel('Nuevo estado').locator('option:checked').textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Cambiar' }).click();
    await expect(page.getByRole('status')).toContainText(nextState);

    // 6. The service proposes a second candidate, who accepts the pre-enrolment.
    await page.getByLabel('Buscar por nombre, DNI o correo electrónico').fill('alumno@example');
    const match = page.getByRole('listitem').filter({ hasText: 'alumno@example.org' });
    await expect(match).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'staff-candidacies-es');
    await match.getByRole('button', { name: 'Proponer' }).click();
    await expect(page.getByRole('status')).toContainText('preinscripción enviada');
    const second = await candidateToken(request, 'alumno@example.org');
    const answer = await (await request.post('/api/Alumno/aceptarPreinscripcion', { headers: { authorization: `Bearer ${second}` }, data: { urlOferta: url } })).json();
    expect(answer.status).toBe(521);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'alumno@example.org' })).toContainText('Propuesto por el servicio');

    // 7. The change log shows each step.
    await page.goto('/gestion/auditoria');
    await expect(page.getByRole('heading', { level: 1, name: 'Registro de cambios' })).toBeVisible();
    const log = page.getByRole('table');
    const rows = log.getByRole('row');
    await expect(rows.filter({ hasText: 'Empresa #' }).filter({ hasText: 'Validación' })).toHaveCount(1);
    await expect(rows.filter({ hasText: `Oferta #${offerId}` }).filter({ hasText: 'pendiente → publicada' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Cambio de estado' }).filter({ hasText: 'alumno.master@example.org' })).toContainText(`Inscrita → ${nextState}`);
    await expect(rows.filter({ hasText: 'Propuesta de candidato' }).filter({ hasText: 'alumno@example.org' })).toContainText('Preinscripción');
    await expectAccessible(page);
    await snap(page, 'staff-audit-es');

    // 8. The dashboard counts it: this month has the offer published and the candidacies.
    await page.goto('/gestion/panel');
    const chart = page.getByRole('figure', { name: 'Ofertas publicadas por mes' });
    await chart.getByText('Ver los datos en una tabla').click();
    const lastMonth = chart.getByRole('table').getByRole('row').last();
    await expect(lastMonth).not.toContainText(/\s0$/);
    await expectAccessible(page);
    await snap(page, 'staff-dashboard-es');
  });

  test('every staff page, on a phone and in Catalan, looks finished', async ({ page }) => {
    await staffLogin(page);
    // Give the queues something to show: send one pending offer back and block nothing.
    await page.goto('/gestion/ofertas');
    const row = page.getByRole('row').nth(1);
    await row.getByRole('button', { name: 'Devolver' }).click();
    await page.getByRole('dialog').getByLabel('Observaciones').fill('Indique el horario y el salario bruto anual.');
    await snap(page, 'staff-offers-send-back-es');
    await page.getByRole('dialog').getByRole('button', { name: 'Devolver' }).click();
    await expect(page.getByRole('status')).toContainText('devuelta');

    await page.goto('/gestion/empresas?estado=validada');
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Datos de la empresa' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'staff-company-es');

    await page.setViewportSize(PHONE);
    for (const [path, name] of [
      ['/', 'staff-home'],
      ['/gestion/empresas', 'staff-companies'],
      ['/gestion/ofertas?estado=devuelta', 'staff-offers-returned'],
      ['/gestion/auditoria', 'staff-audit'],
      ['/gestion/panel', 'staff-dashboard'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await screenOnly(page, `${name}-es-phone`);
    }

    await page.evaluate(() => localStorage.setItem('_idioma', 'ca'));
    await page.setViewportSize(WIDE);
    for (const [path, heading, name] of [
      ['/gestio/empreses', 'Empreses', 'staff-companies'],
      ['/gestio/ofertes', 'Ofertes', 'staff-offers'],
      ['/gestio/auditoria', 'Registre de canvis', 'staff-audit'],
      ['/gestio/tauler', 'Tauler', 'staff-dashboard'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
      await snap(page, `${name}-ca`);
    }
    await page.setViewportSize(PHONE);
    await page.goto('/gestio/ofertes');
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertes' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await screenOnly(page, 'staff-offers-ca-phone');
  });
});
