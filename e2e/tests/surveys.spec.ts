import { expect, test, type Page } from '@playwright/test';
import { looksAtBothWidths, newPageIn, signInAt, type JourneyLanguage } from './helpers.ts';

/**
 * Surveys (issue 19): staff build a survey with a jump in the back office; a candidate answers it signed in (the
 * jump skips the second question); someone answers it anonymously through its access page; the demo candidate with
 * a mandatory survey finds the portal blocked until they answer it; staff read the results. Each page is looked at
 * in Spanish and Catalan, at 1280x900 and 390x844 (e2e/screenshots/sv-*.png), with axe finding nothing serious.
 */

type Language = JourneyLanguage;
const TITLE = `Prácticas y empleo ${Date.now().toString(36)}`;
const TITLE_CA = `Pràctiques i feina ${TITLE.split(' ').pop()}`;
let surveyPath = '';

/** Both widths of the page as it is now, once its heading is drawn and nothing is loading (sv-*.png). */
const looks = (page: Page, name: string, language: Language) =>
  looksAtBothWidths(page, `sv-${name}`, language, async (p) => {
    await expect(p.locator('main h1, main h2').first()).toBeVisible();
    await expect(p.locator('.loading')).toHaveCount(0);
  });

test.describe.configure({ mode: 'serial' });

test('staff build a survey whose first answer jumps over the second question', async ({ browser, baseURL }) => {
  const page = await newPageIn(browser, baseURL!, 'es');
  await signInAt(page, '/login/gestores', 'gestor@example.org', 'es');
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
  await page.goto('/gestion/encuestas');
  await expect(page.getByRole('cell', { name: 'Tu situación laboral Abierta' })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva encuesta' }).click();
  const form = page.getByRole('form', { name: 'Nueva encuesta' });
  await form.getByLabel(/^Título/).fill(TITLE);
  await form.getByLabel('Anónima', { exact: true }).check();
  const q1 = form.getByRole('group', { name: 'Pregunta 1' });
  await q1.getByLabel('Texto de la pregunta').fill('¿Has hecho prácticas?');
  await q1.getByLabel('Respuesta obligatoria').check();
  await q1.getByLabel(/^Opción 1\b/).fill('Sí');
  await q1.getByLabel(/^Opción 2\b/).fill('No');
  await form.getByRole('button', { name: 'Añadir pregunta' }).click();
  const q2 = form.getByRole('group', { name: 'Pregunta 2' });
  await q2.getByLabel('Texto de la pregunta').fill('¿Por qué no?');
  await q2.getByLabel(/^Opción 1\b/).fill('No encontré');
  await q2.getByLabel(/^Opción 2\b/).fill('No me interesaba');
  await form.getByRole('button', { name: 'Añadir pregunta' }).click();
  const q3 = form.getByRole('group', { name: 'Pregunta 3' });
  await q3.getByLabel('Texto de la pregunta').fill('¿Qué tal fueron?');
  await q3.getByLabel('Tipo', { exact: true }).selectOption('texto');
  // "Sí" jumps to the third question.
  await q1.getByLabel('Salto de la opción 1').selectOption({ label: 'Ir a la pregunta 3: ¿Qué tal fueron?' });
  await looks(page, 'staff-build', 'es');
  // The Catalan texts: a Catalan reader reads them; what is left empty falls back to the Spanish.
  await form.getByRole('button', { name: 'Catalán' }).click();
  await form.getByLabel(/^Título \(Catalán\)/).fill(TITLE_CA);
  await q1.getByLabel(/^Texto de la pregunta/).fill('Has fet pràctiques?');
  await q2.getByLabel(/^Texto de la pregunta/).fill('Per què no?');
  await q2.getByLabel(/^Opción 1\b/).fill('No en vaig trobar');
  await q3.getByLabel(/^Texto de la pregunta/).fill('Com van anar?');
  await looks(page, 'staff-build-texts-ca', 'es');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status')).toContainText(TITLE);
  await expect(page.locator('main td').filter({ hasText: TITLE }).first()).toBeVisible();
  await looks(page, 'staff-list', 'es');
  await page.context().close();
});

test('a candidate answers it signed in, following the jump', async ({ browser, baseURL }) => {
  const page = await newPageIn(browser, baseURL!, 'es');
  await signInAt(page, '/login/alumnos', 'alumno@example.org', 'es');
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
  await expect(page.locator('#encuestas')).toContainText(TITLE);
  await page.goto('/encuestas');
  const answer = page.getByRole('link', { name: `Contestar: ${TITLE}` });
  surveyPath = (await answer.getAttribute('href')) ?? '';
  await looks(page, 'list', 'es');
  await answer.click();
  await expect(page.getByText('Pregunta 1 de 3')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Debes contestar esta pregunta para continuar.')).toBeVisible();
  await page.getByLabel('Sí').check();
  await looks(page, 'answer', 'es');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Pregunta 3 de 3')).toBeVisible();
  await page.getByLabel('¿Qué tal fueron?').fill('Muy bien, aprendí mucho.');
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias por contestar!' })).toBeVisible();
  await page.context().close();
});

for (const language of ['es', 'ca'] as const) {
  test(`someone answers it anonymously through its access page (${language})`, async ({ browser, baseURL }) => {
    const page = await newPageIn(browser, baseURL!, language);
    const key = surveyPath.split('/').pop()!;
    await page.goto(language === 'ca' ? `/enquestes/${key}/acces` : `/encuestas/${key}/acceso`);
    await expect(page.getByRole('heading', { level: 1, name: language === 'ca' ? TITLE_CA : TITLE })).toBeVisible();
    await looks(page, 'access', language);
    await page.getByRole('button', { name: language === 'ca' ? 'Contesta de manera anònima' : 'Contestar de forma anónima' }).click();
    await expect(page.getByText(language === 'ca' ? 'Has fet pràctiques?' : '¿Has hecho prácticas?')).toBeVisible();
    await page.getByLabel('No', { exact: true }).check();
    await page.getByRole('button', { name: language === 'ca' ? 'Següent' : 'Siguiente' }).click();
    await expect(page.getByText(language === 'ca' ? 'Per què no?' : '¿Por qué no?')).toBeVisible();
    // The option translated reads in Catalan; the one left empty falls back to the Spanish.
    if (language === 'ca') await expect(page.getByLabel('No me interesaba')).toBeVisible();
    await looks(page, 'answer', language);
    await page.getByLabel(language === 'ca' ? 'No en vaig trobar' : 'No encontré').check();
    await page.getByRole('button', { name: language === 'ca' ? 'Següent' : 'Siguiente' }).click();
    await page.getByRole('button', { name: language === 'ca' ? 'Envia les respostes' : 'Enviar respuestas' }).click();
    await expect(page.getByRole('heading', { name: language === 'ca' ? 'Gràcies per contestar!' : '¡Gracias por contestar!' })).toBeVisible();
    await page.context().close();
  });
}

test('a mandatory survey blocks the portal until it is answered, leaving only logout', async ({ browser, baseURL }) => {
  const page = await newPageIn(browser, baseURL!, 'es');
  await signInAt(page, '/login/alumnos', 'encuestado@example.org', 'es');
  await expect(page).toHaveURL(/\/encuestas\/obligatoria-demo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Encuesta obligatoria de inserción laboral' })).toBeVisible();
  await page.getByRole('button', { name: 'Menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Encuestas' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Mi CV' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/cv');
  await expect(page).toHaveURL(/\/encuestas\/obligatoria-demo$/);
  await looks(page, 'mandatory', 'es');
  await page.getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
  await page.context().close();
});

test('the builder in Catalan, with the degree its candidates study', async ({ browser, baseURL }) => {
  const page = await newPageIn(browser, baseURL!, 'ca');
  await signInAt(page, '/login/gestors', 'gestor@example.org', 'ca');
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
  await page.goto('/gestio/enquestes');
  await page.getByRole('button', { name: 'Nova enquesta' }).click();
  const form = page.getByRole('form', { name: 'Nova enquesta' });
  await expect(form.getByLabel(/^Idioma de l'enquesta/)).toHaveValue('ca');
  await form.getByLabel(/^Títol \(Català\)/).fill('Enquesta per titulació');
  const degree = form.getByLabel(/^Titulació/);
  await expect(degree.locator('option')).not.toHaveCount(1);
  await degree.selectOption({ index: 1 });
  await form.getByRole('group', { name: 'Pregunta 1' }).getByLabel(/^Text de la pregunta/).fill('Com estàs?');
  await looks(page, 'staff-build', 'ca');
  await form.getByLabel(/^Destinataris/).selectOption('Empresa');
  await expect(form.getByLabel(/^Empreses amb ofertes de/)).toBeVisible();
  await looks(page, 'staff-build-companies', 'ca');
  await page.context().close();
});

for (const language of ['es', 'ca'] as const) {
  test(`staff read the results, nobody named (${language})`, async ({ browser, baseURL }) => {
    const page = await newPageIn(browser, baseURL!, language);
    await signInAt(page, language === 'ca' ? '/login/gestors' : '/login/gestores', 'gestor@example.org', language);
    await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
    await page.goto(language === 'ca' ? '/gestio/enquestes' : '/gestion/encuestas');
    await looks(page, 'staff-list', language);
    // Staff read the list and the results in their language: the survey's Catalan title in Catalan.
    const title = language === 'ca' ? TITLE_CA : TITLE;
    await page.getByRole('link', { name: `${language === 'ca' ? 'Resultats' : 'Resultados'}: ${title}` }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Muy bien, aprendí mucho.')).toBeVisible();
    await expect(page.getByText('alumno@example.org')).toHaveCount(0);
    await looks(page, 'results', language);
    await page.context().close();
  });
}
