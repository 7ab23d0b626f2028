import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SCREENSHOT_DIR, expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * A validated demo company (empresa@example.org) on a fresh database: creates an internship offer through the
 * four steps (with a field error on the way), kept as a draft that a reload reopens, and sends it: it is pending in
 * /mis-ofertas; duplicates a published offer with the other profile and lands in the copy's draft; closes a
 * published offer; views one as a candidate.
 * Screens at desktop and phone width, in Spanish and Catalan.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** What a phone shows at once. */
async function screen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

async function login(page: Page): Promise<void> {
  await page.goto('/login/empresas');
  await fillLogin(page, 'empresa@example.org');
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
}

async function loginCatalan(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('_idioma', 'ca'));
  await page.goto('/login/empreses');
  await page.getByLabel('Usuari').fill('empresa@example.org');
  await page.getByLabel('Contrasenya').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
}

/** The cards of /mis-ofertas in a state. */
const cardsIn = (page: Page, state: string): Locator => page.locator('.company-offer').filter({ has: page.locator('.state-badge', { hasText: state }) });

test.describe("a company's offers", () => {
  test('creates an internship offer in four steps, duplicates, closes and previews offers', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await login(page);

    // 1. My offers, from the menu.
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Mis ofertas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis ofertas' })).toBeVisible();
    await expect(cardsIn(page, 'Publicada').first()).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'company-offers-list-es');

    // 2. A new internship offer through the four steps.
    await page.getByRole('link', { name: 'Nueva oferta de prácticas' }).click();
    await expect(page.getByText('Paso 1 de 4')).toBeVisible();
    await expectAccessible(page);
    await screen(page, 'company-offer-step1-es');
    await page.getByLabel(/Título de la oferta/).fill('Prácticas de soporte informático');
    await page.getByLabel(/^Descripción/).fill('Apoyo al equipo de sistemas: incidencias, inventario y puesta en marcha de equipos.');
    await page.getByLabel(/^Sector/).selectOption({ index: 1 });
    await page.getByLabel(/Título de la oferta/).press('Enter');

    // Kept on the server from the first step: the page is now the draft's.
    await expect(page).toHaveURL(/\/editar-oferta\/\d+$/);
    await expect(page.getByText('Paso 2 de 4')).toBeVisible();
    await expect(page.getByLabel(/^Horas al día/)).toHaveValue('5');
    await page.getByLabel(/^Horario/).fill('De lunes a viernes, de 9:00 a 14:00');
    await page.getByLabel(/^Ayuda mensual/).fill('500');
    await screen(page, 'company-offer-step2-es');
    await page.getByRole('button', { name: /^Siguiente/ }).click();

    await expect(page.getByText('Paso 3 de 4')).toBeVisible();
    await page.getByLabel(/^Provincia/).selectOption({ index: 1 });
    await page.getByLabel(/^Localidad/).fill('Palma');
    await page.getByRole('searchbox', { name: 'Buscar titulación' }).fill('Informática');
    await page.getByRole('searchbox', { name: 'Buscar titulación' }).press('Enter');
    await expect(page.locator('.degree-picker__item')).toHaveCount(1);
    await screen(page, 'company-offer-step3-es');
    await page.getByRole('button', { name: /^Siguiente/ }).click();

    // Step 4, with a malformed e-mail: the form says so on the field and stays.
    await expect(page.getByText('Paso 4 de 4')).toBeVisible();
    await page.getByLabel(/^Nombre/).fill('Laura');
    await page.getByLabel(/^Apellidos/).fill('Ferrer Pons');
    await page.getByLabel(/^Correo electrónico/).fill('laura.ferrer@');
    await page.getByLabel(/^Teléfono/).fill('971 000 111');
    await page.getByRole('button', { name: 'Enviar al servicio para validar' }).click();
    await expect(page.getByLabel(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('El email está mal formado')).toBeVisible();
    await screen(page, 'company-offer-step4-error-es');

    // Kept as a draft on the server: a reload reopens it on its step, with what was typed.
    await page.getByLabel(/^Correo electrónico/).fill('laura.ferrer@example.org');
    await page.getByRole('button', { name: 'Guardar el borrador' }).click();
    await expect(page.getByText('Borrador guardado.')).toBeVisible();
    await page.reload();
    await expect(page.getByText(/^Borrador OF-\d{4}-\d+: solo lo ves tú/)).toBeVisible();
    await expect(page.getByText('Paso 4 de 4')).toBeVisible();
    await expect(page.getByLabel(/^Nombre/)).toHaveValue('Laura');
    await expect(page.getByLabel(/^Correo electrónico/)).toHaveValue('laura.ferrer@example.org');

    await page.getByRole('button', { name: 'Enviar al servicio para validar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis ofertas' })).toBeVisible();
    // The notice of the sending is for this list: it is still there once the list has opened.
    await expect(page.getByRole('status').filter({ hasText: 'Oferta creada' })).toContainText('El servicio la revisará antes de publicarla');
    const created = page.locator('.company-offer').filter({ hasText: 'Prácticas de soporte informático' });
    await expect(created.locator('.state-badge')).toHaveText('Pendiente de validación');
    await expect(created.getByRole('link', { name: 'Editar' })).toBeVisible();
    await snap(page, 'company-offers-created-es');

    // 3. View a published offer as a candidate sees it.
    const published = cardsIn(page, 'Publicada').first();
    const publishedTitle = (await published.locator('.company-offer__title').innerText()).trim();
    await published.getByRole('link', { name: 'Ver como candidato' }).click();
    await expect(page.getByText('Así verán los candidatos tu oferta.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: publishedTitle })).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'company-offer-preview-es');
    await page.getByRole('link', { name: 'Volver a mis ofertas' }).click();

    // 4. Duplicate a published offer with the other profile: the copy is a draft, marked as a copy, opened to edit.
    const job = cardsIn(page, 'Publicada').filter({ has: page.locator('.company-offer__type', { hasText: 'Empleo' }) }).first();
    const jobTitle = (await job.locator('.company-offer__title').innerText()).trim();
    await job.getByRole('button', { name: 'Duplicar como oferta de prácticas' }).click();
    await expect(page).toHaveURL(/\/editar-oferta\/\d+$/);
    await expect(page.getByText(/^Borrador OF-\d{4}-\d+: solo lo ves tú/)).toBeVisible();
    await expect(page.getByText(/Es una copia de la oferta OF-/)).toBeVisible();
    await expect(page.getByLabel(/Título de la oferta/)).toHaveValue(jobTitle);
    await expect(page.getByRole('radio', { name: /^Prácticas/ })).toBeChecked();
    await screen(page, 'company-offer-copy-es');

    // 5. Close a published offer.
    await page.goto('/mis-ofertas');
    const toClose = cardsIn(page, 'Publicada').first();
    const closeTitle = (await toClose.locator('.company-offer__title').innerText()).trim();
    await toClose.getByRole('button', { name: 'Cerrar la oferta' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('¿Has contratado a una persona propuesta por el servicio?')).toBeVisible();
    await dialog.getByLabel('No', { exact: true }).check();
    await screen(page, 'company-offer-close-es');
    await dialog.getByRole('button', { name: 'Cerrar la oferta' }).click();
    await expect(page.getByText('La oferta se ha cerrado y ya no admite nuevas candidaturas.')).toBeVisible();
    await page.getByLabel(/Ver también el historial/).check();
    const closed = page.locator('.company-offer').filter({ hasText: closeTitle });
    await expect(closed.locator('.state-badge').first()).toHaveText('Cerrada');

    // Phone, Spanish.
    await page.setViewportSize(PHONE);
    await page.goto('/mis-ofertas');
    await expect(cardsIn(page, 'Publicada').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screen(page, 'company-offers-list-phone-es');
    await page.goto('/nueva-oferta/practicas');
    await expect(page.getByText('Paso 1 de 4')).toBeVisible();
    await screen(page, 'company-offer-step1-phone-es');
  });

  test('the same screens in Catalan, at desktop and phone width', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await loginCatalan(page);
    await page.goto('/les-meves-ofertes');
    await expect(page.getByRole('heading', { level: 1, name: 'Les meves ofertes' })).toBeVisible();
    await expect(cardsIn(page, 'Publicada').first()).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'company-offers-list-ca');
    await page.getByRole('link', { name: 'Nova oferta de feina' }).click();
    await expect(page.getByText('Pas 1 de 4')).toBeVisible();
    await page.getByRole('button', { name: /^Següent/ }).click();
    await expect(page.getByLabel(/Títol de l'oferta/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Aquest camp és requerit').first()).toBeVisible();
    await screen(page, 'company-offer-step1-error-ca');

    await page.goto('/les-meves-ofertes');
    await cardsIn(page, 'Publicada').first().getByRole('link', { name: 'Mostra-la com a candidat' }).click();
    await expect(page.getByText('Així veuran els candidats la teva oferta.')).toBeVisible();
    await snap(page, 'company-offer-preview-ca');

    await page.setViewportSize(PHONE);
    await page.goto('/les-meves-ofertes');
    await expect(cardsIn(page, 'Publicada').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screen(page, 'company-offers-list-phone-ca');
    await page.goto('/nova-oferta/practiques');
    await page.getByLabel(/Títol de l'oferta/).fill("Pràctiques d'atenció al client");
    await page.getByLabel(/^Descripció/).fill('Atenció a clients per telèfon i correu electrònic.');
    await page.getByLabel(/^Sector/).selectOption({ index: 1 });
    await page.getByRole('button', { name: /^Següent/ }).click();
    await expect(page.getByText('Pas 2 de 4')).toBeVisible();
    await screen(page, 'company-offer-step2-phone-ca');
    await page.goto('/les-meves-ofertes');
    await cardsIn(page, 'Publicada').first().getByRole('link', { name: 'Mostra-la com a candidat' }).click();
    await expect(page.getByText('Així veuran els candidats la teva oferta.')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screen(page, 'company-offer-preview-phone-ca');
  });
});
