import { expect, test, type Page } from '@playwright/test';
import { axeViolations, fillLogin } from './helpers.ts';

/**
 * Dark mode's colours come from the same tokens as light mode's (apps/web/src/app/tokens.css): axe finds no text
 * under WCAG AA contrast on the company's and the back office's pages with the system set to dark. State badges,
 * danger buttons and menu counts are the colours most at risk.
 */

test.use({ colorScheme: 'dark' });

/** Fails with every `color-contrast` violation of the page as it is drawn now. */
async function expectContrast(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.loading')).toHaveCount(0);
  const failures = (await axeViolations(page, ['color-contrast'])).flatMap((violation) => violation.nodes.map((node) => `${path} ${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
  expect(failures).toEqual([]);
}

test.describe('dark mode contrast', () => {
  test('the company pages reach AA contrast', async ({ page }) => {
    await page.goto('/login/empresas');
    await fillLogin(page, 'empresa@example.org');
    await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
    await expectContrast(page, '/');
    await expectContrast(page, '/mis-ofertas');
    const candidates = await page.locator('a[href^="/mis-ofertas/"]').first().getAttribute('href');
    expect(candidates).toBeTruthy();
    await expectContrast(page, candidates!);
    await expectContrast(page, '/mi-empresa');
  });

  test('the back office reaches AA contrast', async ({ page }) => {
    await page.goto('/login/gestores');
    await fillLogin(page, 'gestor@example.org');
    await expect(page.getByRole('heading', { level: 1, name: /Hola, Marta/ })).toBeVisible();
    for (const path of ['/', '/gestion/empresas', '/gestion/ofertas', '/gestion/convenios', '/gestion/candidatos', '/gestion/auditoria']) {
      await expectContrast(page, path);
    }
  });
});
