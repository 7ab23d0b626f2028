import { expect, test, type Page } from '@playwright/test';
import { looksAtBothWidths, newPageIn, signInAt, type JourneyLanguage } from './helpers.ts';

/**
 * Events (issue 19): a candidate browses /eventos, opens an upcoming event, enrols, downloads its .ics and gives the
 * place up; the interview workshop of the demo data is full, so joining it is a waiting-list place; an event's public
 * page is read without signing in and offers the sign-in. Each page is looked at in Spanish and Catalan, at 1280x900
 * and 390x844 (e2e/screenshots/ev-*.png), with axe finding nothing serious.
 */

type Language = JourneyLanguage;
const EVENTS = { es: '/eventos', ca: '/esdeveniments' } as const;
const PUBLIC_EVENT = { es: '/evento-publico', ca: '/esdeveniment-public' } as const;

async function signIn(page: Page, language: Language): Promise<void> {
  await signInAt(page, language === 'ca' ? '/login/alumnes' : '/login/alumnos', 'alumno@example.org', language);
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
}

/** Both widths of the page as it is now, once its heading is drawn and nothing is loading (ev-*.png). */
const looks = (page: Page, name: string, language: Language) =>
  looksAtBothWidths(page, `ev-${name}`, language, async (p) => {
    await expect(p.locator('main h2').first()).toBeVisible();
    await expect(p.locator('.loading')).toHaveCount(0);
  });

// One demo candidate and one full workshop for both languages: the tests take turns.
test.describe.configure({ mode: 'serial' });

for (const language of ['es', 'ca'] as const) {
  test(`a candidate browses the events, enrols, gets the .ics and leaves (${language})`, async ({ browser, baseURL }) => {
    const page = await newPageIn(browser, baseURL!, language);
    await signIn(page, language);
    await page.goto(EVENTS[language]);
    await expect(page.getByRole('heading', { name: language === 'ca' ? 'Esdeveniments passats' : 'Eventos pasados' })).toBeVisible();
    await looks(page, 'list', language);

    // The full workshop: joining it is a place on the waiting list.
    await page.getByRole('link', { name: language === 'ca' ? "Simulacre d'entrevistes" : 'Simulacro de entrevistas' }).first().click();
    await page.getByRole('button', { name: language === 'ca' ? "Apunta'm a la llista d'espera" : 'Apuntarme a la lista de espera' }).click();
    await expect(page.getByRole('status').filter({ hasText: language === 'ca' ? "llista d'espera" : 'lista de espera' })).toBeVisible();
    await looks(page, 'waiting', language);
    // Leaving asks first: the place on the list is lost.
    const leaveWaiting = language === 'ca' ? "Surt de la llista d'espera" : 'Salir de la lista de espera';
    await page.getByRole('button', { name: leaveWaiting }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: leaveWaiting }).click();
    await expect(page.getByRole('button', { name: language === 'ca' ? "Apunta'm a la llista d'espera" : 'Apuntarme a la lista de espera' })).toBeVisible();

    // An event with places: enrol, the calendar file, leave.
    await page.goto(EVENTS[language]);
    await page.getByRole('link', { name: language === 'ca' ? "Taller: preparar l'entrevista" : 'Taller: preparar la entrevista' }).first().click();
    const join = page.getByRole('button', { name: language === 'ca' ? 'Inscriu-me' : 'Inscribirme' });
    await join.click();
    await expect(page.getByRole('status').filter({ hasText: language === 'ca' ? 'tens plaça' : 'tienes plaza' })).toBeVisible();
    await looks(page, 'enrolled', language);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: language === 'ca' ? 'Afegeix al calendari (.ics)' : 'Añadir al calendario (.ics)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);
    const leave = language === 'ca' ? 'Anul·la la meva inscripció' : 'Anular mi inscripción';
    await page.getByRole('button', { name: leave }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: leave }).click();
    await expect(join).toBeVisible();
    await page.context().close();
  });

  test(`an event's public page is read without signing in (${language})`, async ({ browser, baseURL }) => {
    const page = await newPageIn(browser, baseURL!, language);
    await page.goto(`${PUBLIC_EVENT[language]}/1`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // The seed's fourth event: the default institution's featured fair, still to come.
    await page.goto(`${PUBLIC_EVENT[language]}/4`);
    await expect(page.getByRole('button', { name: language === 'ca' ? "Inicia la sessió per inscriure't" : 'Iniciar sesión para inscribirme' })).toBeVisible();
    await looks(page, 'public', language);
    await page.getByRole('button', { name: language === 'ca' ? "Inicia la sessió per inscriure't" : 'Iniciar sesión para inscribirme' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.context().close();
  });
}
