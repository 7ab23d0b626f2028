import { expect, test } from '@playwright/test';
import { expectAccessible, fillLogin, setCandidateLanguage, shot } from './helpers.ts';

test.describe('foundation: login, homes, menus, language', () => {
  test('a candidate logs in, sees the home and the menu, and switches to Catalan', async ({ page }) => {
    await page.goto('/login/alumnos');
    await expectAccessible(page);
    await shot(page, 'login-candidate-es');
    await fillLogin(page, 'alumno@example.org');
    await expect(page.getByRole('heading', { level: 1, name: /Hola, Lucía/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Hola, Lucía/ })).toHaveAttribute('href', '/cv');
    await expectAccessible(page);
    await shot(page, 'home-candidate-es');

    await page.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog');
    // The generic brand turns on events, guides and help: the menu offers each of them.
    for (const item of ['Ofertas de empleo', 'Ofertas de prácticas', 'Mis candidaturas', 'Mi CV', 'Eventos', 'Ayuda']) {
      await expect(menu.getByRole('link', { name: item })).toBeVisible();
    }
    await expectAccessible(page);
    await shot(page, 'menu-candidate-es');
    await page.keyboard.press('Escape');

    await page.getByLabel('Idioma').first().selectOption({ label: 'Català' });
    // The choice is saved as the candidate's language: wait for it, so it is not still on its way when the file's
    // later tests sign the same candidate in.
    const saved = page.waitForResponse((response) => /editarIdiomaPreferido/i.test(response.url()));
    await page.getByRole('button', { name: 'Sí' }).click();
    await saved;
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'El meu CV' })).toBeVisible();
    await shot(page, 'menu-candidate-ca');
  });

  test('a company logs in and sees its home tiles and menu', async ({ page }) => {
    await page.goto('/login/empresas');
    await fillLogin(page, 'empresa@example.org');
    await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Hola/ })).toHaveAttribute('href', '/mi-perfil');
    await expectAccessible(page);
    await shot(page, 'home-company-es');
    await page.getByRole('button', { name: 'Menú' }).click();
    for (const item of ['Mis ofertas', 'Nueva oferta', 'Documentación', 'Mi empresa']) {
      await expect(page.getByRole('dialog').getByRole('link', { name: item })).toBeVisible();
    }
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Mi CV' })).toHaveCount(0);
  });

  test('a contact of two companies chooses one on login', async ({ page }) => {
    await page.goto('/login/empresas');
    await fillLogin(page, 'multi@example.org');
    const step = page.getByRole('region', { name: 'Elige la empresa' });
    const choices = step.getByRole('listitem').getByRole('button');
    await expect(choices).toHaveCount(2);
    await shot(page, 'login-company-choice-es');
    const chosen = (await choices.nth(1).innerText()).trim();
    await choices.nth(1).click();
    await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
    await expect(page.getByText(chosen).first()).toBeVisible();
  });

  test('staff log in to their own home', async ({ page }) => {
    await page.goto('/login/gestores');
    await fillLogin(page, 'gestor@example.org');
    await expect(page.getByRole('heading', { level: 1, name: /Hola, Marta/ })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'home-staff-es');
  });

  test('a wrong password shows the code-3 message and keeps the user on the login page', async ({ page }) => {
    await page.goto('/login/alumnos');
    await fillLogin(page, 'alumno@example.org', 'wrong1234');
    await expect(page.getByRole('alert')).toContainText('Usuario o contraseña incorrectos');
    await expect(page).toHaveURL(/\/login\/alumnos$/);
    await shot(page, 'login-wrong-password-es');
  });

  test('a protected page asks for login and comes back after it; a phone-sized window works', async ({ page, request }) => {
    // The first test saved Catalan as this candidate's language, which a sign-in restores (and with it the page's
    // Catalan address): start from Spanish, whatever ran before.
    await setCandidateLanguage(request, 'alumno@example.org', 'es');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mis-candidaturas');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Acceso de estudiantes' }).click();
    await fillLogin(page, 'alumno@example.org');
    await expect(page).toHaveURL(/\/mis-candidaturas$/);
    await page.goto('/');
    await shot(page, 'home-candidate-phone-es');
  });
});
