import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SCREENSHOT_DIR, expectAccessible, fillLogin } from './helpers.ts';

/**
 * The back office's candidates, settings, content and exports on a fresh demo database: staff find a candidate,
 * open the CV, block and unblock them (the candidate gets 90 meanwhile), switch maintenance on and off (609 for
 * everyone else meanwhile, staff keep working), export a list as CSV; then every page made here is captured wide
 * and on a phone, in Spanish and Catalan.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function capture(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

async function staffLogin(page: Page): Promise<void> {
  await page.goto('/login/gestores');
  await fillLogin(page, 'gestor@example.org');
  await expect(page.getByRole('heading', { level: 1, name: /Hola, Marta/ })).toBeVisible();
}

async function candidateCall(request: APIRequestContext, token: string) {
  const res = await request.get('/api/Alumno/editaUsuario', { headers: { authorization: `Bearer ${token}` } });
  return { http: res.status(), status: ((await res.json()) as { status: number }).status };
}

test.describe('the back office: candidates, settings, exports', () => {
  test('finds a candidate, opens the CV, blocks and unblocks; maintenance on and off; exports a CSV', async ({ page, request }) => {
    await page.setViewportSize(WIDE);
    const login = await request.post('/api/Alumno/logaUsuario', { data: { usuario: 'alumno@example.org', password: DEMO_PASSWORD } });
    const candidateToken = ((await login.json()) as { datos: { token: string } }).datos.token;
    expect((await candidateCall(request, candidateToken)).status).toBe(0);

    await staffLogin(page);
    await page.goto('/gestion/candidatos');
    await expect(page.getByRole('heading', { level: 1, name: 'Candidatos' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre, DNI o correo electrónico' }).fill('12345678Z');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/texto=12345678Z/);
    const row = page.getByRole('row').filter({ hasText: 'alumno@example.org' });
    await expect(row).toBeVisible();
    await expectAccessible(page);

    // The CSV export of the list on screen: a download, UTF-8 with a byte-order mark, ';' separated.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^candidatos-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Id;Nombre;Apellidos;Correo electrónico;Documento/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('12345678Z');

    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Lucía Martín Ferrer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Datos personales' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Documentos' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Bloquear' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bloquear a Lucía Martín Ferrer' });
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Datos falsos en el CV');
    await dialog.getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByRole('status')).toHaveText('Candidato bloqueado.');
    await expect(page.locator('.bo-badge', { hasText: 'Bloqueado' }).first()).toBeVisible();
    expect((await candidateCall(request, candidateToken)).status).toBe(90);
    await page.getByRole('button', { name: 'Desbloquear' }).click();
    await expect(page.getByRole('status')).toHaveText('Candidato desbloqueado.');
    expect((await candidateCall(request, candidateToken)).status).toBe(0);

    // Maintenance: everyone else gets 609; staff keep working and switch it off.
    await page.goto('/gestion/configuracion');
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración de la institución' })).toBeVisible();
    await page.getByRole('button', { name: 'Activar el mantenimiento' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Activar el mantenimiento' }).click();
    // The page has other live regions (the single sign-on card's loading state): the one with the answer.
    await expect(page.getByRole('status').filter({ hasText: 'Mantenimiento activado.' })).toBeVisible();
    expect(await candidateCall(request, candidateToken)).toEqual({ http: 503, status: 609 });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Desactivar el mantenimiento' })).toBeVisible();
    await page.getByRole('button', { name: 'Desactivar el mantenimiento' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Mantenimiento desactivado.' })).toBeVisible();
    expect((await candidateCall(request, candidateToken)).status).toBe(0);

    // The change log shows each step, in words.
    await page.goto('/gestion/auditoria');
    await expect(page.getByRole('row').filter({ hasText: 'Mantenimiento desactivado' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Bloqueo' }).filter({ hasText: 'Datos falsos en el CV' })).toBeVisible();
  });

  test('every page made here, wide and on a phone, in Spanish and Catalan', async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(WIDE);
    await staffLogin(page);
    const candidate = await page.evaluate(async () => {
      const token = localStorage.getItem('_token') ?? sessionStorage.getItem('_token');
      const res = await fetch('/api/Gestor/dameCandidatosGestor?texto=12345678Z', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { datos: { items: { idAlumno: number }[] } }).datos.items[0]?.idAlumno;
    });
    const company = await page.evaluate(async () => {
      const token = localStorage.getItem('_token') ?? sessionStorage.getItem('_token');
      const res = await fetch('/api/Gestor/dameEmpresasGestor?estado=validada', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { datos: { items: { idEmpresa: number }[] } }).datos.items[0]?.idEmpresa;
    });
    const pages = (ca: boolean) =>
      [
        [ca ? '/gestio/candidats' : '/gestion/candidatos', ca ? 'Candidats' : 'Candidatos', 'candidates'],
        [ca ? '/gestio/candidats?filtro=bajaSolicitada' : '/gestion/candidatos?filtro=bajaSolicitada', ca ? 'Candidats' : 'Candidatos', 'candidates-erasure'],
        [`${ca ? '/gestio/candidats' : '/gestion/candidatos'}/${candidate}`, ca ? 'Fitxa de candidat' : 'Ficha de candidato', 'candidate'],
        [ca ? '/gestio/configuracio' : '/gestion/configuracion', ca ? 'Configuració de la institució' : 'Configuración de la institución', 'settings'],
        [ca ? '/gestio/continguts' : '/gestion/contenidos', ca ? 'Continguts' : 'Contenidos', 'content'],
        [`${ca ? '/gestio/empreses' : '/gestion/empresas'}/${company}`, ca ? "Fitxa d'empresa" : 'Ficha de empresa', 'company'],
        [ca ? '/gestio/auditoria' : '/gestion/auditoria', ca ? 'Registre de canvis' : 'Registro de cambios', 'audit'],
      ] as const;
    for (const ca of [false, true]) {
      if (ca) await page.evaluate(() => localStorage.setItem('_idioma', 'ca'));
      for (const [url, title, name] of pages(ca)) {
        for (const [size, suffix] of [
          [WIDE, ''],
          [PHONE, '-phone'],
        ] as const) {
          await page.setViewportSize(size);
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
          await expect(page.locator('.loading')).toHaveCount(0);
          if (!suffix && !ca) await expectAccessible(page);
          await capture(page, `staff-more-${name}-${ca ? 'ca' : 'es'}${suffix}`);
        }
      }
    }
  });
});
