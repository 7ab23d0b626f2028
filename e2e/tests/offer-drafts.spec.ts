import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SCREENSHOT_DIR, expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * Offers a company has not sent yet. The demo company (empresa@example.org) duplicates a published offer: the copy
 * is a draft marked as a copy, and the service's queue does not have it; a draft of a new offer survives a reload
 * on its step; the company previews the copy as candidates will read it and sends it; only then does the service
 * find it in its queue, with the company's notes on the review page; publishing offers in bulk asks first.
 * Screens at 1280 and 390 px, in Spanish and Catalan, and axe in light and dark.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** What the viewport shows at once (a phone), or the whole page (desktop). */
async function screenOnly(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

async function companyPage(browser: Browser, language: 'es' | 'ca' = 'es', colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: WIDE, colorScheme, locale: 'es-ES' })).newPage();
  if (language === 'ca') {
    await page.addInitScript(() => localStorage.setItem('_idioma', 'ca'));
    await page.goto('/login/empreses');
    await page.getByLabel('Usuari').fill('empresa@example.org');
    await page.getByLabel('Contrasenya').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();
  } else {
    await page.goto('/login/empresas');
    await fillLogin(page, 'empresa@example.org');
  }
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
  return page;
}

async function staffPage(browser: Browser, language: 'es' | 'ca' = 'es', colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: WIDE, colorScheme, locale: 'es-ES' })).newPage();
  if (language === 'ca') {
    await page.addInitScript(() => localStorage.setItem('_idioma', 'ca'));
    await page.goto('/login/gestores');
    await page.getByLabel('Usuari').fill('gestor@example.org');
    await page.getByLabel('Contrasenya').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();
  } else {
    await page.goto('/login/gestores');
    await fillLogin(page, 'gestor@example.org');
  }
  await expect(page.getByRole('heading', { level: 1, name: /Hola, Marta/ })).toBeVisible();
  return page;
}

const card = (page: Page, text: string | RegExp): Locator => page.locator('.company-offer').filter({ hasText: text });
const cardsIn = (page: Page, state: string): Locator => page.locator('.company-offer').filter({ has: page.locator('.state-badge', { hasText: state }) });

/** The staff queue of pending offers searched for one reference: its rows (none, or the offer's). */
async function queueRowsFor(staff: Page, reference: string): Promise<Locator> {
  await staff.goto(`/gestion/ofertas?estado=pendiente&texto=${encodeURIComponent(reference)}`);
  await expect(staff.locator('.loading')).toHaveCount(0);
  return staff.getByRole('row').filter({ hasText: reference });
}

test.describe('offer drafts', () => {
  test('a duplicate is a draft marked as a copy, out of the queue until sent; bulk publishing asks first', async ({ browser }) => {
    const company = await companyPage(browser);
    const staff = await staffPage(browser);

    // The copy of a published job offer: a draft, marked as a copy, opened in the form.
    await company.goto('/mis-ofertas');
    const job = cardsIn(company, 'Publicada').filter({ has: company.locator('.company-offer__type', { hasText: 'Empleo' }) }).first();
    const originalReference = (await job.locator('.company-offer__meta span').first().innerText()).replace('Ref. ', '').trim();
    await job.getByRole('button', { name: 'Duplicar', exact: true }).click();
    await expect(company).toHaveURL(/\/editar-oferta\/\d+$/);
    const lead = await company.getByText(/^Borrador OF-\d{4}-\d+: solo lo ves tú/).innerText();
    const reference = /OF-\d{4}-\d+/.exec(lead)?.[0] ?? '';
    expect(reference).not.toBe(originalReference);
    await expect(company.getByText(`Es una copia de la oferta ${originalReference}.`, { exact: false })).toBeVisible();
    await expectAccessible(company);
    await shot(company, 'offer-draft-copy-editor-es');

    // In my offers it is a draft with its copy mark, continued or discarded, never duplicated nor closed.
    await company.goto('/mis-ofertas');
    const copy = card(company, reference);
    await expect(copy.locator('.state-badge')).toHaveText('Borrador');
    await expect(copy.getByText(`Copia de ${originalReference}`)).toBeVisible();
    await expect(copy.getByRole('link', { name: 'Continuar' })).toBeVisible();
    await expect(copy.getByRole('button', { name: 'Descartar el borrador' })).toBeVisible();
    await expectAccessible(company);
    await shot(company, 'offer-drafts-list-es');

    // The service does not have it.
    await expect(await queueRowsFor(staff, reference)).toHaveCount(0);
    await expect(staff.getByText('No hay ofertas pendientes de validar.').or(staff.getByText(/No hay ofertas/))).toBeVisible();

    // The company checks it as candidates will read it, then sends it.
    await copy.getByRole('link', { name: 'Continuar' }).click();
    await expect(company.getByText('Paso 1 de 4')).toBeVisible();
    await company.getByLabel(/Título de la oferta/).fill('Comercial junior (segunda vacante)');
    await company.getByRole('button', { name: /Tutor y publicación/ }).click();
    await expect(company.getByText('Paso 4 de 4')).toBeVisible();
    // The demo offer names no tutor, which this institution asks for: sending is refused until it is given.
    await company.getByLabel(/^Nombre/).fill('Laura');
    await company.getByLabel(/^Apellidos/).fill('Ferrer Pons');
    await company.getByLabel(/^Correo electrónico/).fill('laura.ferrer@example.org');
    await company.getByLabel(/^Teléfono/).fill('971 000 111');
    await company.getByLabel(/^Observaciones para el servicio/).fill('Es la segunda vacante del mismo puesto; la primera sigue abierta.');
    await company.getByRole('button', { name: 'Vista previa' }).click();
    await expect(company.getByText('Así verán los candidatos tu oferta', { exact: true })).toBeFocused();
    await expect(company.getByRole('heading', { level: 2, name: 'Comercial junior (segunda vacante)' })).toBeVisible();
    await expectAccessible(company);
    await shot(company, 'offer-draft-preview-es');
    await company.setViewportSize(PHONE);
    await screenOnly(company, 'offer-draft-preview-phone-es');
    await company.setViewportSize(WIDE);

    await company.getByRole('button', { name: 'Enviar al servicio para validar' }).click();
    await expect(company.getByRole('heading', { level: 1, name: 'Mis ofertas' })).toBeVisible();
    await expect(card(company, reference).locator('.state-badge')).toHaveText('Pendiente de validación');

    // Now the service has it, marked as a copy, with what the company wrote for it.
    const row = await queueRowsFor(staff, reference);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Copia de ${originalReference}`);
    await row.getByRole('link', { name: 'Leer la oferta «Comercial junior (segunda vacante)»' }).click();
    const notes = staff.getByRole('region', { name: 'Notas de la empresa para el servicio' });
    await expect(notes.getByText('Es la segunda vacante del mismo puesto; la primera sigue abierta.')).toBeVisible();
    await expect(notes.getByRole('heading', { name: 'Tutor o tutora de la empresa' })).toBeVisible();
    await expect(staff.getByRole('link', { name: `Copia de ${originalReference}` })).toBeVisible();
    await expectAccessible(staff);
    await shot(staff, 'staff-offer-review-notes-es');
    await staff.setViewportSize(PHONE);
    await notes.scrollIntoViewIfNeeded();
    await screenOnly(staff, 'staff-offer-review-notes-phone-es');
    await staff.setViewportSize(WIDE);

    // Publishing in bulk names the offers first; cancelling publishes nothing.
    await staff.goto('/gestion/ofertas');
    await staff.getByRole('checkbox', { name: /Seleccionar todas/ }).check();
    await staff.getByRole('button', { name: 'Validar las seleccionadas' }).click();
    const dialog = staff.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: /^¿Publicar \d+ ofertas?\?$/ })).toBeVisible();
    await expect(dialog.getByText(`Copia de ${originalReference}`, { exact: false })).toBeVisible();
    await expectAccessible(staff);
    await shot(staff, 'staff-offers-bulk-confirm-es');
    await staff.setViewportSize(PHONE);
    await screenOnly(staff, 'staff-offers-bulk-confirm-phone-es');
    await staff.setViewportSize(WIDE);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(await queueRowsFor(staff, reference)).toHaveCount(1);

    await staff.goto(`/gestion/ofertas?estado=pendiente&texto=${encodeURIComponent(reference)}`);
    await staff.getByRole('checkbox', { name: /Seleccionar todas/ }).check();
    await staff.getByRole('button', { name: 'Validar las seleccionadas' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Publicar' }).click();
    await expect(staff.getByText('1 oferta publicada.')).toBeVisible();
    await expect(await queueRowsFor(staff, reference)).toHaveCount(0);
  });

  test('a draft of a new offer survives a reload on its step; the screens in Catalan and on a phone', async ({ browser }) => {
    const company = await companyPage(browser, 'ca');
    await company.goto('/nova-oferta/practiques');
    await company.getByLabel(/Títol de l'oferta/).fill("Pràctiques d'atenció al client");
    await company.getByLabel(/^Descripció/).fill('Atenció a clients per telèfon i correu electrònic.');
    await company.getByLabel(/^Sector/).selectOption({ index: 1 });
    await company.getByRole('button', { name: /^Següent/ }).click();
    await expect(company.getByText('Pas 2 de 4')).toBeVisible();
    await expect(company).toHaveURL(/\/edita-oferta\/\d+$/);
    await company.getByLabel(/^Horari/).fill('De dilluns a divendres, de 9:00 a 14:00');
    await company.getByRole('button', { name: "Desa l'esborrany" }).click();
    await expect(company.getByText('Esborrany desat.')).toBeVisible();

    // A closed tab loses nothing: the draft reopens on its step, with what was kept.
    await company.reload();
    await expect(company.getByText(/^Esborrany OF-\d{4}-\d+: només el veus tu/)).toBeVisible();
    await expect(company.getByText('Pas 2 de 4')).toBeVisible();
    await expect(company.getByLabel(/^Horari/)).toHaveValue('De dilluns a divendres, de 9:00 a 14:00');
    await company.getByRole('button', { name: /L'oferta/ }).click();
    await expect(company.getByLabel(/Títol de l'oferta/)).toHaveValue("Pràctiques d'atenció al client");
    await expectAccessible(company);
    await shot(company, 'offer-draft-editor-ca');
    await company.setViewportSize(PHONE);
    await screenOnly(company, 'offer-draft-editor-phone-ca');

    await company.goto('/les-meves-ofertes');
    const draft = card(company, "Pràctiques d'atenció al client");
    await expect(draft.locator('.state-badge')).toHaveText('Esborrany');
    await expectAccessible(company);
    await draft.scrollIntoViewIfNeeded();
    await screenOnly(company, 'offer-drafts-list-phone-ca');
    await company.setViewportSize(WIDE);
    await shot(company, 'offer-drafts-list-ca');

    // The service's pages in Catalan: the review with the company's notes, and the bulk confirmation.
    const staff = await staffPage(browser, 'ca');
    await staff.goto('/gestio/ofertes');
    await staff.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(staff.getByRole('region', { name: "Notes de l'empresa per al servei" })).toBeVisible();
    await expectAccessible(staff);
    await shot(staff, 'staff-offer-review-notes-ca');
    await staff.setViewportSize(PHONE);
    await staff.getByRole('region', { name: "Notes de l'empresa per al servei" }).scrollIntoViewIfNeeded();
    await screenOnly(staff, 'staff-offer-review-notes-phone-ca');
    await staff.setViewportSize(WIDE);
    await staff.goto('/gestio/ofertes');
    await staff.getByRole('checkbox', { name: /Selecciona-les totes|Seleccionar/ }).first().check();
    await staff.getByRole('button', { name: 'Valida les seleccionades' }).click();
    await expect(staff.getByRole('alertdialog').getByRole('heading', { name: /^Vols publicar \d+ ofertes?\?$/ })).toBeVisible();
    await expectAccessible(staff);
    await shot(staff, 'staff-offers-bulk-confirm-ca');
    await staff.setViewportSize(PHONE);
    await screenOnly(staff, 'staff-offers-bulk-confirm-phone-ca');
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Cancel·la' }).click();
  });

  test('the changed pages pass axe in dark mode', async ({ browser }) => {
    const company = await companyPage(browser, 'es', 'dark');
    await expect(company.locator('html')).toHaveAttribute('data-theme', 'dark');
    await company.goto('/mis-ofertas');
    await expect(cardsIn(company, 'Borrador').first()).toBeVisible();
    await expectAccessible(company);
    await shot(company, 'offer-drafts-list-dark-es');
    await cardsIn(company, 'Borrador').first().getByRole('link', { name: 'Continuar' }).click();
    await company.getByRole('button', { name: /Tutor y publicación/ }).click();
    await company.getByRole('button', { name: 'Vista previa' }).click();
    await expect(company.getByText('Así verán los candidatos tu oferta', { exact: true })).toBeFocused();
    await expectAccessible(company);
    await shot(company, 'offer-draft-preview-dark-es');

    const staff = await staffPage(browser, 'es', 'dark');
    await staff.goto('/gestion/ofertas');
    await staff.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(staff.getByRole('region', { name: 'Notas de la empresa para el servicio' })).toBeVisible();
    await expectAccessible(staff);
    await shot(staff, 'staff-offer-review-notes-dark-es');
    await staff.goto('/gestion/ofertas');
    await staff.getByRole('checkbox', { name: /Seleccionar todas/ }).check();
    await staff.getByRole('button', { name: 'Validar las seleccionadas' }).click();
    await expect(staff.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(staff);
    await shot(staff, 'staff-offers-bulk-confirm-dark-es');
  });
});
