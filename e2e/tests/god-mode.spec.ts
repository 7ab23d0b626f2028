import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * God mode granted by staff (issue 20): a staff member makes a pass in the back office and switches maintenance on;
 * a browser without a pass is sent to /mantenimiento and its calls answer 609, a forged pass is refused at /gma2019,
 * and the browser given the staff member's pass signs in as a candidate and uses the portal. Once staff withdraw
 * the passes, that browser is sent to /mantenimiento too.
 */
async function newPage(browser: Browser, baseURL: string, language: 'es' | 'ca' = 'es'): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (language === 'ca') await page.addInitScript(() => localStorage.setItem('_idioma', 'ca'));
  return page;
}

test('god mode passes maintenance, and only with a pass staff made', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const staff = await newPage(browser, baseURL!);
  await staff.goto('/login/gestores');
  await fillLogin(staff, 'gestor@example.org');
  await expect(staff.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
  await staff.goto('/gestion/configuracion');
  await staff.getByRole('button', { name: 'Crear un pase' }).click();
  const passField = staff.getByRole('textbox', { name: 'Pase de modo dios' });
  await expect(passField).toHaveValue(/^gm1\./);
  const pass = await passField.inputValue();
  for (const width of [1280, 390]) {
    await staff.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await shot(staff, `god-mode-settings-es-${width}`);
    await expectAccessible(staff);
  }
  await staff.getByRole('button', { name: 'Activar el mantenimiento' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Activar el mantenimiento' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Mantenimiento activado.' })).toBeVisible();

  // Without a pass: the maintenance page, and a forged pass is refused. The page sends the browser there as soon as
  // a call answers 609, possibly before the page it left has loaded: each visit waits for that address, not a load.
  const visitor = await newPage(browser, baseURL!);
  await visitor.goto('/login/alumnos', { waitUntil: 'commit' });
  await expect(visitor).toHaveURL(/\/mantenimiento$/);
  await visitor.goto('/gma2019');
  await visitor.getByRole('textbox', { name: /Pase de modo dios/ }).fill(`${pass.slice(0, -3)}AAA`);
  await visitor.getByRole('button', { name: 'Activar el modo dios' }).click();
  await expect(visitor.getByText('Este pase de modo dios no es válido.', { exact: false })).toBeVisible();
  await visitor.goto('/login/alumnos', { waitUntil: 'commit' });
  await expect(visitor).toHaveURL(/\/mantenimiento$/);

  // With the staff member's pass: the candidate signs in and uses the portal during maintenance.
  const godMode = await newPage(browser, baseURL!);
  await godMode.goto('/gma2019');
  await godMode.getByRole('textbox', { name: /Pase de modo dios/ }).fill(pass);
  await godMode.getByRole('button', { name: 'Activar el modo dios' }).click();
  await expect(godMode.getByRole('status')).toContainText('Modo dios activo en este navegador hasta');
  for (const width of [1280, 390]) {
    await godMode.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await shot(godMode, `god-mode-gma2019-es-${width}`);
    await expectAccessible(godMode);
  }
  await godMode.goto('/login/alumnos');
  await fillLogin(godMode, 'alumno@example.org');
  await expect(godMode.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();

  // Staff withdraw every pass: the next call of that browser answers 609 and it goes to the maintenance page.
  await staff.getByRole('button', { name: 'Retirar todos los pases' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Retirar todos los pases' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Pases de modo dios retirados.' })).toBeVisible();
  // Asked in a new tab of that browser (its pass and session kept): the tab left open may be on its way to the
  // maintenance page already, sent by its own poll's 609, and that would interrupt a navigation of the same tab.
  const again = await godMode.context().newPage();
  await again.goto('/ofertas-empleo', { waitUntil: 'commit' });
  await expect(again).toHaveURL(/\/mantenimiento$/);

  await staff.getByRole('button', { name: 'Desactivar el mantenimiento' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Mantenimiento desactivado.' })).toBeVisible();
});

test('/gma2019 in Catalan, at both widths', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL!, 'ca');
  await page.goto('/gma2019');
  await expect(page.getByRole('button', { name: 'Activa el mode déu' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await shot(page, `god-mode-gma2019-ca-${width}`);
    await expectAccessible(page);
  }
});
