import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, shot } from './helpers.ts';

/**
 * The analytics consent (issue 20): where the brand runs analytics (URV here, flag analitycs), the first visit asks;
 * no page view is sent before the visitor accepts, none after rejecting, some after accepting, and none again once
 * the footer's "Cookies" link has withdrawn the consent. Requests are counted as the browser sends them.
 */
const PAGE_VIEW = '/api/Publico/registraVisita';

function countPageViews(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PAGE_VIEW) count += 1;
  });
  return { count: () => count };
}

/** A navigation inside the app, as a link would make it (no reload: the consent component stays mounted). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForLoadState('networkidle');
}

const consentCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'consentimientoCookies')?.value;

test('no page view before consent, none after rejecting, some after accepting, none after withdrawal', async ({ page, baseURL }) => {
  const urv = baseURL!.replace('127.0.0.1', 'urv.localhost');
  const views = countPageViews(page);
  await page.goto(`${urv}/login`);
  const banner = page.getByRole('region', { name: 'Cookies de estadísticas' });
  await expect(banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(views.count()).toBe(0);
  // Accepting and rejecting: two buttons of the same size.
  const accept = banner.getByRole('button', { name: 'Aceptar' });
  const reject = banner.getByRole('button', { name: 'Rechazar' });
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect([a?.width, a?.height]).toEqual([r?.width, r?.height]);
  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await shot(page, `consent-banner-es-${width}`);
    await expectAccessible(page);
  }
  // Scrolled to the end on a phone, the banner rests after the footer: none of the footer is under it.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect
    .poll(async () => {
      const [footer, box] = [await page.getByRole('contentinfo').boundingBox(), await banner.boundingBox()];
      return footer && box ? Math.round(box.y - (footer.y + footer.height)) : -1;
    })
    .toBeGreaterThanOrEqual(0);
  await shot(page, 'consent-banner-es-390-end');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Keyboard: the choices are reached with Tab.
  await reject.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  expect(await consentCookie(page)).toBe('no');
  await navigate(page, '/politica-de-cookies');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(banner).toBeHidden();
  expect(views.count()).toBe(0);

  // The footer's "Cookies" asks again; accepting sends the views of this page and the next.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' }).click();
  await expect(banner).toBeVisible();
  expect(await consentCookie(page)).toBeUndefined();
  await banner.getByRole('button', { name: 'Aceptar' }).click();
  await expect.poll(views.count).toBe(1);
  expect(await consentCookie(page)).toBe('si');
  await navigate(page, '/login');
  await expect.poll(views.count).toBe(2);

  // Withdrawal: the cookie goes and nothing more is sent.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' }).click();
  await expect(banner).toContainText('Has retirado tu permiso');
  expect(await consentCookie(page)).toBeUndefined();
  await navigate(page, '/politica-de-cookies');
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(views.count()).toBe(2);
});

test('the banner in Catalan, at both widths', async ({ page, baseURL }) => {
  const urv = baseURL!.replace('127.0.0.1', 'urv.localhost');
  await page.addInitScript(() => localStorage.setItem('_idioma', 'ca'));
  await page.goto(`${urv}/login`);
  const banner = page.getByRole('region', { name: "Galetes d'estadístiques" });
  await expect(banner.getByRole('button', { name: 'Accepta' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Rebutja' })).toBeVisible();
  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await shot(page, `consent-banner-ca-${width}`);
    await expectAccessible(page);
  }
});

test('where the brand runs no analytics there is no banner, no "Cookies" link and no page view', async ({ page }) => {
  const views = countPageViews(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Cookies de estadísticas' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' })).toHaveCount(0);
  expect(views.count()).toBe(0);
});
