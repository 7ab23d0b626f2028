import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * The company's own account on a fresh demo database: a company asks for an account, cannot log in until the
 * service validates it (the staff step goes through the back office's queue), then completes its data (with a
 * field error on the way), adds a contact and a fiscal account, removes both again after a confirmation, and fills
 * its contact profile. A contact of two companies switches from one to the other without logging out.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const REQUEST = {
  cif: 'G1234567D',
  legalName: 'Fundació Mar i Feina',
  tradeName: 'Mar i Feina',
  contact: 'Pau',
  surnames: 'Serra Vidal',
  position: 'Gerent',
  phone: '971 123 456',
  email: 'pau.serra@marifeina.example',
  password: 'MarFeina2024',
};

/** A field by its label, with or without the "(obligatorio)" mark of required fields. */
function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\(obligatorio\\))?$`));
}

async function top(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function logout(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
}

test.describe('the company account', () => {
  test('request, refusal until validated, validation by the service, company data, contact and fiscal account', async ({ page }) => {
    // The account's whole life in one test (six phases, three sign-ins, two reloads): the default minute is one
    // page's budget. At a load of 20 it ran out on the last phase while every step's wait had been met.
    test.setTimeout(240_000);
    await page.setViewportSize(WIDE);

    // 1. The request: the CIF is checked by its control character on the form, then sent.
    await page.goto('/login/empresas');
    await page.getByRole('link', { name: /Solicita|Solicitar/ }).first().click();
    await expect(page).toHaveURL(/\/solicitar-cuenta$/);
    await field(page, 'CIF').fill('G1234567E');
    await field(page, 'Razón social').fill(REQUEST.legalName);
    await page.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await expect(page.getByText('El CIF o NIF está mal formado')).toBeVisible();
    await field(page, 'CIF').fill(REQUEST.cif);
    await field(page, 'Sector').selectOption({ index: 3 });
    await field(page, 'Nombre comercial').fill(REQUEST.tradeName);
    await field(page, 'Nombre').fill(REQUEST.contact);
    await field(page, 'Apellidos').fill(REQUEST.surnames);
    await field(page, 'Cargo').fill(REQUEST.position);
    await field(page, 'Teléfono').fill(REQUEST.phone);
    await field(page, 'Correo electrónico').fill(REQUEST.email);
    await field(page, 'Contraseña').fill(REQUEST.password);
    await field(page, 'Repite la contraseña').fill(REQUEST.password);
    await page.getByLabel('He leído y acepto la política de privacidad').check();
    await expectAccessible(page);
    await top(page);
    await shot(page, 'company-request-es');
    await page.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await expect(page.getByRole('status')).toContainText('Solicitud enviada');
    await expect(page.getByRole('status')).toContainText(REQUEST.email);

    // 2. Refused at login until the service validates the company (9).
    await page.goto('/login/empresas');
    await fillLogin(page, REQUEST.email, REQUEST.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Empresa no validada' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login\/empresas/);
    await shot(page, 'company-login-refused-es');

    // 3. The service validates it from its queue.
    await page.goto('/logout');
    await page.goto('/login/gestores');
    await fillLogin(page, 'gestor@example.org');
    await expect(page.getByRole('heading', { level: 1, name: /Hola, Marta/ })).toBeVisible();
    await page.goto('/gestion/empresas');
    const row = page.getByRole('row').filter({ hasText: REQUEST.email });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Validar' }).click();
    await expect(page.getByRole('status')).toContainText('cuenta validada');
    await logout(page);

    // 4. The company logs in; the missing-data popup sends it to its company page.
    await page.goto('/login/empresas');
    await fillLogin(page, REQUEST.email, REQUEST.password);
    await expect(page.getByRole('heading', { level: 1, name: `Hola, ${REQUEST.contact}` })).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Faltan datos obligatorios' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Tipo de empresa');
    await shot(page, 'company-missing-data-es');
    await popup.getByRole('button', { name: 'Completar los datos de la empresa' }).click();
    await expect(page).toHaveURL(/\/mi-empresa$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // 5. Company data, with a field error on the way.
    await field(page, 'Tipo de empresa').selectOption({ label: 'Entidad sin ánimo de lucro' });
    await field(page, 'Dirección').fill('Mo');
    await field(page, 'Código postal').fill('07001');
    await field(page, 'Población').fill('Palma');
    await field(page, 'País').selectOption({ label: 'España' });
    await field(page, 'Provincia').selectOption({ label: 'Illes Balears' });
    await field(page, 'Descripción de la empresa').fill('Formamos a gente del mar.\nY la ayudamos a encontrar trabajo.');
    await page.getByRole('button', { name: 'Guardar los datos' }).click();
    await expect(page.getByText('El campo no tiene la longitud mínima requerida').or(page.getByText(/longitud mínima/)).first()).toBeVisible();
    await expect(field(page, 'Dirección')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'company-data-error-es');
    await field(page, 'Dirección').fill('Moll Vell, 5');
    await page.getByRole('button', { name: 'Guardar los datos' }).click();
    await expect(page.getByRole('status').filter({ hasText: /guardad/i })).toBeVisible();
    await expectAccessible(page);
    await top(page);
    await shot(page, 'company-data-es');
    await page.reload();
    await expect(field(page, 'Descripción de la empresa')).toHaveValue('Formamos a gente del mar.\nY la ayudamos a encontrar trabajo.');
    await expect(field(page, 'Sector')).not.toHaveValue('');
    await expect(field(page, 'Provincia')).toHaveValue('7');

    // 6. A contact.
    await page.getByRole('tab', { name: 'Contactos' }).click();
    await page.getByRole('button', { name: 'Añadir un contacto' }).click();
    const contactForm = page.getByRole('tabpanel');
    await field(contactForm, 'Nombre').fill('Laura');
    await field(contactForm, 'Apellidos').fill('Mas Ferrer');
    await field(contactForm, 'Cargo').fill('Técnica de selección');
    await field(contactForm, 'Correo electrónico').fill('laura.mas@marifeina.example');
    await field(contactForm, 'Teléfono').fill('600 123 456');
    await field(contactForm, 'Dirección').fill('Moll Vell, 5');
    await field(contactForm, 'Código postal').fill('07001');
    await field(contactForm, 'Localidad').fill('Palma');
    await contactForm.getByRole('checkbox', { name: String(new Date().getFullYear()) }).check();
    await contactForm.getByRole('button', { name: 'Guardar el contacto' }).click();
    await expect(page.getByRole('status')).toContainText(/contacto/i);
    await expect(page.getByRole('listitem').filter({ hasText: 'laura.mas@marifeina.example' })).toBeVisible();
    await expectAccessible(page);
    await top(page);
    await shot(page, 'company-contacts-es');

    // 7. A fiscal account, prefilled from the company data.
    await page.getByRole('tab', { name: 'Cuentas de facturación' }).click();
    await page.getByRole('button', { name: 'Añadir una cuenta de facturación' }).click();
    const accountForm = page.getByRole('tabpanel');
    await expect(field(accountForm, 'Razón social')).toHaveValue(REQUEST.legalName);
    await accountForm.getByLabel('Quiero recibir las facturas por correo postal').check();
    await accountForm.getByRole('button', { name: 'Guardar la cuenta' }).click();
    await expect(accountForm.getByText('Este campo es requerido').first()).toBeVisible();
    await field(accountForm, 'Dirección de envío de las facturas').fill('Apartado de correos 12, 07080 Palma');
    await accountForm.getByRole('button', { name: 'Guardar la cuenta' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Apartado de correos 12' })).toBeVisible();
    await expectAccessible(page);
    await top(page);
    await shot(page, 'company-accounts-es');

    // 8. Removing: the fiscal account (retired: the agreements that used it keep it) and the contact, each after a
    // confirmation that says what follows; the caller's own contact offers no removal.
    await accountForm.getByRole('button', { name: `Eliminar la cuenta ${REQUEST.legalName} (${REQUEST.cif})` }).click();
    const removeAccount = page.getByRole('alertdialog', { name: `¿Eliminar la cuenta de facturación ${REQUEST.legalName} (${REQUEST.cif})?` });
    await expect(removeAccount).toContainText('Los convenios y las facturas que ya la usan la siguen mostrando');
    await expectAccessible(page);
    await shot(page, 'company-account-remove-es');
    await removeAccount.getByRole('button', { name: 'Eliminar la cuenta' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText('se ha eliminado de la lista');
    await expect(page.getByRole('listitem').filter({ hasText: 'Apartado de correos 12' })).toHaveCount(0);
    await expect(page.getByText('Todavía no hay ninguna cuenta de facturación.')).toBeVisible();

    await page.getByRole('tab', { name: 'Contactos' }).click();
    const contacts = page.getByRole('tabpanel');
    await expect(contacts.getByRole('button', { name: `Eliminar a ${REQUEST.contact} ${REQUEST.surnames}` })).toHaveCount(0);
    await contacts.getByRole('button', { name: 'Eliminar a Laura Mas Ferrer' }).click();
    const removeContact = page.getByRole('alertdialog', { name: '¿Eliminar a Laura Mas Ferrer de los contactos?' });
    await expect(removeContact).toContainText('sus sesiones abiertas se cerrarán');
    // Thinking better of it first: nothing is removed.
    await removeContact.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'laura.mas@marifeina.example' })).toBeVisible();
    await contacts.getByRole('button', { name: 'Eliminar a Laura Mas Ferrer' }).click();
    await removeContact.getByRole('button', { name: 'Eliminar el contacto' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText('Laura Mas Ferrer ya no es contacto de la empresa.');
    await expect(page.getByRole('listitem').filter({ hasText: 'laura.mas@marifeina.example' })).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: 'Contactos' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: REQUEST.email })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'laura.mas@marifeina.example' })).toHaveCount(0);

    // 9. Elsewhere, the popup now asks for the contact's own data; the profile completes it.
    await page.goto('/');
    const contactPopup = page.getByRole('dialog', { name: 'Faltan datos obligatorios' });
    await expect(contactPopup).toContainText('Localidad');
    await contactPopup.getByRole('button', { name: 'Completar mi perfil' }).click();
    await expect(page).toHaveURL(/\/mi-perfil$/);
    await field(page, 'Dirección').fill('Moll Vell, 5');
    await field(page, 'Código postal').fill('07001');
    await field(page, 'Localidad').fill('Palma');
    await page.getByRole('button', { name: 'Guardar mis datos' }).click();
    await expect(page.getByRole('status').filter({ hasText: /guardad/i })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: `Hola, ${REQUEST.contact}` })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Ofertas de prácticas publicadas/ })).toContainText('0');

    // 10. Phone width and Catalan.
    await page.setViewportSize(PHONE);
    await page.evaluate(() => localStorage.setItem('_idioma', 'ca'));
    await page.goto('/la-meva-empresa');
    await expect(page.getByRole('tab', { name: 'Dades de l\'empresa' })).toBeVisible();
    await shot(page, 'company-data-ca-phone');
    await page.getByRole('tab', { name: 'Contactes' }).click();
    await shot(page, 'company-contacts-ca-phone');
    await page.goto('/el-meu-perfil');
    await expect(page.getByRole('button', { name: 'Desa les meves dades' })).toBeVisible();
    await shot(page, 'company-profile-ca-phone');
    await logout(page);
    await page.goto('/sollicitar-compte');
    await expect(page.getByRole('button', { name: 'Envia la sol·licitud' })).toBeVisible();
    await shot(page, 'company-request-ca-phone');
  });

  test('a contact of two companies switches company without logging out', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/login/empresas');
    await fillLogin(page, 'multi@example.org');
    const choices = page.getByRole('region', { name: 'Elige la empresa' }).getByRole('listitem').getByRole('button');
    await expect(choices).toHaveCount(2);
    const first = (await choices.nth(0).innerText()).trim();
    const second = (await choices.nth(1).innerText()).trim();
    await choices.nth(0).click();
    await expect(page.getByText(`Gestiona las ofertas de ${first}`)).toBeVisible();

    await page.getByRole('link', { name: /Hola/ }).click();
    await expect(page).toHaveURL(/\/mi-perfil$/);
    const switcher = page.getByRole('region', { name: 'Cambiar de empresa' });
    await expect(switcher).toContainText(first);
    // Only the other company of this contact is offered.
    await expect(switcher.getByLabel('Empresa').locator('option')).toHaveText(['Elige una opción', second]);
    await expectAccessible(page);
    await shot(page, 'company-profile-switch-es');
    await switcher.getByLabel('Empresa').selectOption({ label: second });
    await switcher.getByRole('button', { name: 'Cambiar' }).click();
    await expect(page.getByText(`Gestiona las ofertas de ${second}`)).toBeVisible();
    await page.goto('/mi-empresa');
    await expect(page.getByText(second).first()).toBeVisible();

    // The switch is a new session for the other company: the API refuses a company the contact does not belong to.
    const refused = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('_token')}`, 'content-type': 'application/json' };
      const mine = (await (await fetch('/api/Empresa/dameEmpresasContacto', { headers })).json()) as { datos: { empresas: { idEmpresa: number }[] } };
      const ids = mine.datos.empresas.map((c) => c.idEmpresa);
      // The demo companies have the first ids: the lowest id that is not one of mine is another company's.
      const other = [1, 2, 3].find((id) => !ids.includes(id));
      const res = await fetch('/api/Empresa/cambiaEmpresa', { method: 'POST', headers, body: JSON.stringify({ idEmpresa: other }) });
      return ((await res.json()) as { status: number }).status;
    });
    expect(refused).toBe(608);
  });
});
