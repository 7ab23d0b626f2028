import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * Nobody misses a move: the company moves a candidacy while the student has "Mis candidaturas" open, and within
 * seconds, without a reload, the page shows the new state, the bell and the page title count the notification,
 * and the panel shows it; then the bell and the panel in Catalan and English, wide and on a phone.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const STUDENT = 'alumno@example.org';

async function apiLogin(request: APIRequestContext, role: string, usuario: string): Promise<string> {
  const answer = await (await request.post(`/api/${role}/logaUsuario`, { data: { usuario, password: DEMO_PASSWORD } })).json();
  expect(answer.status).toBe(0);
  return answer.datos.token as string;
}

/** One of the student's candidacies that the demo company can move, still "Inscrita": its id, offer and profile. */
async function movableCandidacy(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const offers = await (await request.get('/api/Empresa/dameProcesosEmpleoYpracticas', { headers })).json();
  for (const offer of offers.datos.procesos as { idOferta: number; numCandidatos: number }[]) {
    if (!offer.numCandidatos) continue;
    const process = await (await request.get(`/api/Empresa/dameDatosProceso/${offer.idOferta}`, { headers })).json();
    const candidacy = (process.datos.items as { idCandidatura: number; email: string; idEstado: number }[]).find((c) => c.email === STUDENT && c.idEstado === 1);
    if (candidacy) return { id: candidacy.idCandidatura, title: process.datos.oferta.titulo as string, job: process.datos.oferta.idPerfil === 1 };
  }
  throw new Error(`No candidacy of ${STUDENT} in state 1 for the demo company`);
}

async function switchLanguage(page: Page, label: string, from: string, yes: string): Promise<void> {
  await page.getByLabel('Idioma', { exact: true }).first().selectOption({ label });
  await page.getByRole('alertdialog', { name: from }).getByRole('button', { name: yes }).click();
}

test('a candidacy moved by the company reaches the student’s open page, bell and title within seconds', async ({ page, request }) => {
  const company = await apiLogin(request, 'Empresa', 'empresa@example.org');
  const candidacy = await movableCandidacy(request, company);

  await page.setViewportSize(WIDE);
  await page.goto('/login/alumnos');
  await fillLogin(page, STUDENT);
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
  await page.goto('/mis-candidaturas');
  await page.getByRole('tab', { name: candidacy.job ? /^Empleo/ : /^Prácticas/ }).click();
  const card = page.locator('article, li').filter({ has: page.getByRole('link', { name: candidacy.title, exact: true }) }).first();
  await expect(card).toContainText('Inscrita');
  const bell = page.getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toBeVisible();
  // The count before the move, asked of the API: the bell shows before its first answer (it loads after first paint).
  const student = await apiLogin(request, 'Alumno', STUDENT);
  const news = await (await request.get('/api/Alumno/dameNotificaciones', { headers: { authorization: `Bearer ${student}` } })).json();
  const unreadBefore = news.datos.noLeidas as number;

  // The company moves it (its own page for this is tested in company-candidates.spec.ts).
  const moved = await (
    await request.post('/api/Empresa/cambiaEstadoCandidatura', { headers: { authorization: `Bearer ${company}` }, data: { idCandidatura: candidacy.id, idEstado: 2 } })
  ).json();
  expect(moved.status).toBe(0);

  // Within seconds and without a reload: the state on the open page, the bell's count and the title's.
  await expect(card).toContainText('En revisión', { timeout: 20_000 });
  await expect(bell).toHaveAccessibleName(new RegExp(`${unreadBefore + 1} sin leer`));
  await expect(page).toHaveTitle(new RegExp(`^\\(${unreadBefore + 1}\\) `));

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.getByRole('link', { name: 'Tu candidatura ha cambiado' }).first()).toBeVisible();
  await expect(panel).toContainText(candidacy.title);
  await expectAccessible(page);
  await shot(page, 'notifications-panel-es');
  await page.setViewportSize(PHONE);
  await shot(page, 'notifications-panel-es-phone');
  await panel.getByRole('button', { name: 'Cerrar' }).click();

  // Catalan and English: the bell, the panel and the notification itself speak the reader's language.
  await page.setViewportSize(WIDE);
  await switchLanguage(page, 'Català', 'Cambiar el idioma', 'Sí');
  const bellCa = page.getByRole('button', { name: /^Notificacions/ });
  await bellCa.click();
  const panelCa = page.getByRole('dialog', { name: 'Notificacions' });
  await expect(panelCa.getByRole('link', { name: 'La teva candidatura ha canviat' }).first()).toBeVisible();
  await shot(page, 'notifications-panel-ca');
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await shot(page, 'notifications-panel-ca-phone');
  await panelCa.getByRole('button', { name: 'Tanca' }).click();

  await switchLanguage(page, 'English', "Canviar l'idioma", 'Sí');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panelEn = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panelEn.getByRole('link', { name: 'Your application has changed' }).first()).toBeVisible();
  await shot(page, 'notifications-panel-en-phone');

  // Opening it marks it read on the server and follows its link to the candidacy.
  await panelEn.getByRole('link', { name: 'Your application has changed' }).first().click();
  await expect(page).toHaveURL(/\/(mis-candidaturas|les-meves-candidatures)\//);
  await expect(page).not.toHaveTitle(new RegExp(`^\\(${unreadBefore + 1}\\) `));
});
