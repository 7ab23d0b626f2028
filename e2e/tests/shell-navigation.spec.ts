import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * The shell every signed-in page shares: each role's main places in view on a desktop screen, the company a
 * contact acts for in the header (with the switch for a contact of several), and no blank page after a login
 * while the home's code arrives.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function login(page: Page, loginPath: string, usuario: string): Promise<void> {
  await page.goto(loginPath);
  await fillLogin(page, usuario);
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
}

/** The page settled: its heading, no page shape left, and the texts of the current language drawn. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.locator('.loading')).toHaveCount(0);
}

/** Screenshots at 1280 and 390 px in Spanish and Catalan, with axe in light and dark at each width. */
async function lookAtEverywhere(page: Page, path: string, name: string): Promise<void> {
  for (const language of ['es', 'ca'] as const) {
    await page.evaluate((lang) => localStorage.setItem('_idioma', lang), language);
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await settled(page);
        await expectAccessible(page);
        if (scheme === 'light' || size === 'desktop') await shot(page, `shell-${name}-${language}-${size}-${scheme}`);
      }
    }
  }
  await page.evaluate(() => localStorage.setItem('_idioma', 'es'));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);
}

test.describe('navigation in view on a desktop screen', () => {
  test.use({ viewport: DESKTOP });

  test('a company sees its main places and the company it acts for, without opening the menu', async ({ page }) => {
    // Eight looks (two languages, two widths, light and dark) at each of two pages, each checked by axe.
    test.setTimeout(600_000);
    await login(page, '/login/empresas', 'empresa@example.org');
    const bar = page.getByRole('navigation', { name: 'Secciones principales' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText(['Mis ofertas', 'Nueva oferta', 'Documentación', 'Mi empresa', 'Mi perfil']);
    await expect(page.getByRole('banner').getByText('Actúas en nombre de', { exact: false })).toBeAttached();
    await bar.getByRole('link', { name: 'Documentación' }).click();
    await expect(page).toHaveURL(/\/documentacion$/);
    await expect(bar.getByRole('link', { name: 'Documentación' })).toHaveAttribute('aria-current', 'page');
    // The menu offers the rest, each with its page: surveys, and the students' proposals where the brand takes them.
    await page.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByRole('link', { name: 'Mi empresa' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Encuestas' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Propuesta de prácticas' })).toBeVisible();
    await page.keyboard.press('Escape');

    await lookAtEverywhere(page, '/', 'company-home');
    await lookAtEverywhere(page, '/mis-ofertas', 'company-offers');
  });

  test('staff see the back office areas, with the current one marked', async ({ page }) => {
    test.setTimeout(600_000);
    await login(page, '/login/gestores', 'gestor@example.org');
    const bar = page.getByRole('navigation', { name: 'Secciones principales' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveCount(9);
    await bar.getByRole('link', { name: 'Empresas' }).click();
    await expect(page).toHaveURL(/\/gestion\/empresas/);
    await expect(bar.getByRole('link', { name: 'Empresas' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current', 'page');
    // The whole bar fits on a 1280 px screen in one row: every link sits at the same height.
    const tops = await bar.getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    await lookAtEverywhere(page, '/', 'staff-home');
    await lookAtEverywhere(page, '/gestion/empresas', 'staff-companies');
  });

  test('a contact of two companies switches company from the header', async ({ page }) => {
    await page.goto('/login/empresas');
    await fillLogin(page, 'multi@example.org');
    const choices = page.getByRole('region', { name: 'Elige la empresa' });
    await expect(choices).toBeVisible();
    const [first, second] = await choices.getByRole('list').getByRole('button').allTextContents();
    expect(first && second).toBeTruthy();
    await choices.getByRole('button', { name: first! }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Hola, Carme/ })).toBeVisible();

    const switcher = page.getByRole('button', { name: `Actúas en nombre de ${first!}` });
    await expect(switcher).toBeVisible();
    await switcher.click();
    const others = page.getByRole('group', { name: 'Cambiar de empresa' });
    await expect(others.getByRole('button', { name: first! })).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'shell-company-switcher-es-desktop');
    await others.getByRole('button', { name: second! }).click();
    await expect(page.getByRole('button', { name: `Actúas en nombre de ${second!}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Hola, Carme/ })).toBeVisible();
    await expect(page.getByText(second!, { exact: false }).first()).toBeVisible();

    // On a phone the switch stays in the header, as an icon, and the header still fits: the menu is in view.
    await page.setViewportSize(PHONE);
    const phoneSwitcher = page.getByRole('button', { name: `Actúas en nombre de ${second!}` });
    await expect(phoneSwitcher).toBeVisible();
    const menuBox = await page.getByRole('button', { name: 'Menú' }).boundingBox();
    expect(menuBox && menuBox.x + menuBox.width).toBeLessThanOrEqual(PHONE.width);
    await phoneSwitcher.click();
    await expect(page.getByRole('group', { name: 'Cambiar de empresa' }).getByRole('button', { name: first! })).toBeInViewport();
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-company-switcher-es-phone.png`, animations: 'disabled' });
  });
});

test.describe('no blank page after a login', () => {
  test.use({ viewport: DESKTOP });

  test("the candidate's shell stays painted while the home's code arrives, and the home loads no staff or company code", async ({ page }) => {
    await page.goto('/login/alumnos');
    await expect(page.getByLabel('Usuario')).toBeVisible();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // Hold the home's chunk until the page has been looked at meanwhile.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    await page.route(/\/assets\/home-[\w-]+\.js$/, async (route) => {
      held();
      await released;
      await route.continue();
    });
    const homeData = page.waitForRequest((request) => request.url().includes('/api/Alumno/dameAccionesPendientes'));

    await fillLogin(page, 'alumno@example.org');
    await holding;
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Secciones principales' })).toBeVisible();
    await expect(page.getByTestId('page-skeleton')).toBeVisible();
    // The home's first data is on its way while its code is still held back.
    await homeData;
    await shot(page, 'shell-candidate-after-login-loading');
    release();

    await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const otherRoles = scripts.filter((script) => /\/(staff-|company-|header-company-switch)/.test(script));
    expect(otherRoles).toEqual([]);
  });
});
