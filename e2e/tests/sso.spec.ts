import { expect, test, type Page } from '@playwright/test';
import { looksAtBothWidths, newPageIn, type JourneyLanguage } from './helpers.ts';

/**
 * Single sign-on (issue 20): on the UIB's host the graduate, who may not use a password (code 95), presses "sign in
 * with your university account" on the candidates' login, signs in at the demo identity provider (a real OpenID
 * Connect provider the API runs outside production) as titulado@example.org, and lands home signed in. The login
 * with its button and the /acceso page's refusal are looked at in Spanish and Catalan, at 1280x900 and 390x844
 * (e2e/screenshots/sso-*.png), with axe finding nothing serious.
 */

type Language = JourneyLanguage;
const UNIVERSITY_ACCOUNT = { login: 'titulado@example.org', password: 'Demo1234' };
const TEXTS = {
  es: {
    login: '/login/alumnos',
    button: 'Accede con tu cuenta de la universidad',
    expired: 'El acceso ha caducado',
    survey: (key: string) => `/encuestas/${key}/acceso`,
    next: 'Siguiente',
    send: 'Enviar respuestas',
    thanks: '¡Gracias por contestar!',
  },
  ca: {
    login: '/login/alumnes',
    button: 'Accedeix amb el compte de la universitat',
    expired: "L'accés ha caducat",
    survey: (key: string) => `/enquestes/${key}/acces`,
    next: 'Següent',
    send: 'Envia les respostes',
    thanks: 'Gràcies per contestar!',
  },
} as const;

/** The university's own sign-in page (another origin, the demo provider): the demo account signs in. */
async function signInAtUniversity(page: Page, portal: string): Promise<void> {
  await expect(page.getByText(`Demo: ${UNIVERSITY_ACCOUNT.login}`)).toBeVisible();
  expect(new URL(page.url()).host).not.toBe(new URL(portal).host);
  await page.getByLabel('Usuari').fill(UNIVERSITY_ACCOUNT.login);
  await page.getByLabel('Contrasenya').fill(UNIVERSITY_ACCOUNT.password);
  await page.getByRole('button', { name: 'Entra' }).click();
}

/**
 * The UIB's demo surveys for candidates (demo-surveys.ts): the named one in Spanish, the anonymous one in Catalan,
 * each answered by the graduate along its path (the demo's questions are written in Spanish).
 */
const SURVEYS = {
  es: { key: 'empleabilidad-demo-uib', title: 'Tu situación laboral', path: [['Sí'], ['Sí, mucho'], []] },
  // Read in the reader's language: the demo surveys have their Catalan texts.
  ca: { key: 'satisfaccion-demo-uib', title: 'Satisfacció amb el servei (anònima)', path: [['Molt bé'], []] },
} as const;

/** Both widths of the page as it is now, once no page shape is left (sso-*.png). */
const looks = (page: Page, name: string, language: Language) =>
  looksAtBothWidths(page, `sso-${name}`, language, (p) => expect(p.getByTestId('page-skeleton')).toHaveCount(0));

test.describe('single sign-on with the university account', () => {
  for (const language of ['es', 'ca'] as const) {
    test(`the UIB graduate signs in through the university's provider (${language})`, async ({ browser, baseURL }) => {
      const uib = baseURL!.replace('127.0.0.1', 'uib.localhost');
      const page = await newPageIn(browser, uib, language);
      await page.goto(TEXTS[language].login);
      const button = page.getByRole('link', { name: TEXTS[language].button });
      await expect(button).toBeVisible();
      await looks(page, 'login', language);

      await button.click();
      await signInAtUniversity(page, uib);

      // Back at the portal, signed in as the UIB's graduate.
      await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
      expect(new URL(page.url()).host).toBe(new URL(uib).host);
      expect(page.url()).not.toContain('code=');
      await expect(page.getByText('Laura').first()).toBeVisible();
      await page.context().close();
    });

    test(`the graduate answers a survey from its access page through the university's sign-in (${language})`, async ({ browser, baseURL }) => {
      const uib = baseURL!.replace('127.0.0.1', 'uib.localhost');
      const survey = SURVEYS[language];
      const page = await newPageIn(browser, uib, language);
      await page.goto(TEXTS[language].survey(survey.key));
      await expect(page.getByRole('heading', { level: 1, name: survey.title })).toBeVisible();
      const button = page.getByRole('button', { name: TEXTS[language].button });
      await expect(button).toBeVisible();
      await looks(page, 'survey-access', language);

      await button.click();
      await signInAtUniversity(page, uib);

      // Back at the survey, not signed in to the portal: its first question.
      await expect(page.getByRole('heading', { level: 1, name: survey.title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${language === 'ca' ? 'enquestes' : 'encuestas'}/${survey.key}$`));
      expect(page.url()).not.toContain('code=');
      for (const [step, options] of survey.path.entries()) {
        for (const option of options) await page.getByLabel(option, { exact: true }).check();
        const last = step === survey.path.length - 1;
        await page.getByRole('button', { name: last ? TEXTS[language].send : TEXTS[language].next }).click();
      }
      await expect(page.getByRole('heading', { name: TEXTS[language].thanks })).toBeVisible();
      await page.context().close();
    });

    test(`an answer that is not valid is refused in the catalogue's words, with a way on (${language})`, async ({ browser, baseURL }) => {
      const uib = baseURL!.replace('127.0.0.1', 'uib.localhost');
      const page = await newPageIn(browser, uib, language);
      await page.goto('/acceso?code=not-a-code&state=not-a-state');
      await expect(page.getByRole('alert')).toContainText(TEXTS[language].expired);
      await looks(page, 'refused', language);
      await page.context().close();
    });
  }

  for (const language of ['es', 'ca'] as const) {
    test(`UIB staff see the single sign-on settings, the secret never shown (${language})`, async ({ browser, baseURL }) => {
      const uib = baseURL!.replace('127.0.0.1', 'uib.localhost');
      const page = await newPageIn(browser, uib, language);
      await page.goto(language === 'ca' ? '/login/gestors' : '/login/gestores');
      await page.getByLabel(language === 'ca' ? 'Usuari' : 'Usuario').fill('gestor@uib.example.org');
      await page.getByLabel(language === 'ca' ? 'Contrasenya' : 'Contraseña').fill(UNIVERSITY_ACCOUNT.password);
      await page.getByRole('button', { name: language === 'ca' ? 'Entra' : 'Entrar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
      await page.goto(language === 'ca' ? '/gestio/configuracio' : '/gestion/configuracion');
      const form = page.getByRole('form', { name: language === 'ca' ? 'Accés únic (compte de la universitat)' : 'Acceso único (cuenta de la universidad)' });
      await expect(form.getByRole('checkbox')).toBeChecked();
      await expect(form.getByLabel(language === 'ca' ? 'Secret de client' : 'Secreto de cliente')).toHaveValue('');
      await expect(form.locator('code')).toHaveText(`${uib}/acceso`);
      await form.scrollIntoViewIfNeeded();
      await looks(page, 'staff-settings', language);
      await page.context().close();
    });
  }
});
