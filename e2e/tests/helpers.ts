import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';

export const DEMO_PASSWORD = 'Demo1234';
export const SCREENSHOT_DIR = path.join(import.meta.dirname, '..', 'screenshots');

export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Checked on a settled page: a list being refreshed is dimmed on purpose (its old rows stay readable meanwhile).
  await expect(page.locator('.offer-list--stale')).toHaveCount(0);
  // ...and back to full opacity: the list fades back in (a short transition), and axe measures colours as drawn.
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.offer-list')).every((list) => getComputedStyle(list).opacity === '1'));
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export async function fillLogin(page: Page, usuario: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
