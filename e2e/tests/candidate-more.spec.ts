import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, expectAccessible, fillLogin, shot } from './helpers.ts';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The viewport as a person sees it (a dialog over the page). */
async function screenShot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

async function logIn(page: Page, usuario = 'alumno@example.org') {
  await page.goto('/login/alumnos');
  await fillLogin(page, usuario);
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
}

test.describe('the candidate portal, finished', () => {
  test('the data-protection step is a page of its own; not accepting says what follows; logging out asks first', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/login/alumnos');
    await fillLogin(page, 'alumno.nuevo@example.org');
    const step = page.getByRole('region', { name: 'Protección de datos' });
    await expect(step).toBeVisible();
    const reject = step.getByRole('button', { name: 'No acepto' });
    await expect(reject).toHaveAccessibleDescription(/no se abre la sesión y vuelves a la pantalla de acceso/);
    // Read as a page: the text is not squeezed into a scroll box.
    const box = await step.locator('.rgpd-text').evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight, width: el.clientWidth }));
    expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
    expect(box.width).toBeGreaterThan(500);
    await expectAccessible(page);
    await shot(page, 'more-rgpd-es-wide');
    await page.setViewportSize(PHONE);
    await shot(page, 'more-rgpd-es-phone');

    await reject.click();
    await expect(page.getByRole('status').filter({ hasText: 'no se ha abierto la sesión' })).toBeVisible();
    await expect(page.getByLabel('Usuario')).toBeVisible();
    await shot(page, 'more-rgpd-rejected-es-phone');

    await fillLogin(page, 'alumno.nuevo@example.org');
    await page.getByRole('button', { name: 'Acepto', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
    // The new student's CV lacks required data: the reminder comes first.
    await page.getByRole('dialog', { name: 'Completa tus datos personales' }).getByRole('button', { name: 'Ahora no' }).click();

    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesión' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Cerrar la sesión?' });
    await expect(confirm).toContainText('tendrás que entrar de nuevo');
    await screenShot(page, 'more-logout-confirm-es-phone');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar la sesión' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('internship documents: one drop zone, a document deleted after a confirmation, the renunciation apart', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await logIn(page);
    await page.goto('/mis-practicas');
    const active = page.getByRole('article').filter({ hasText: 'En curso' });

    await active.getByRole('button', { name: /^Subir documentos/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir documentos' });
    await expect(dialog.getByRole('radio', { name: /Renuncia/ })).toHaveCount(0);
    const file = dialog.getByLabel('Fichero');
    await expect(file).toHaveAccessibleDescription('Tipos admitidos: PDF. Hasta 2 MB.');
    // Keyboard: the drop zone's file input takes the focus with Tab.
    await file.focus();
    await expect(file).toBeFocused();
    await file.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('notas') });
    await expect(dialog.getByRole('alert')).toHaveText('«notas.txt»: El fichero debe estar en formato PDF');
    await file.setInputFiles({ name: 'formulario-equivocado.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByRole('list', { name: 'Ficheros elegidos' })).toContainText('formulario-equivocado.pdf');
    await expectAccessible(page);
    await screenShot(page, 'more-upload-es-wide');
    await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
    await expect(dialog).toBeHidden();

    await active.getByRole('button', { name: 'Eliminar formulario-equivocado.pdf' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar «formulario-equivocado.pdf»?' });
    await expect(confirm).toContainText('no se puede recuperar');
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectAccessible(page);
    await screenShot(page, 'more-delete-document-es-wide');
    await confirm.getByRole('button', { name: 'Eliminar el documento' }).click();
    await expect(confirm).toBeHidden();
    await expect(active.getByText('formulario-equivocado.pdf')).toHaveCount(0);
    // What the service uploaded to the finished internship cannot be deleted.
    await expect(page.getByRole('article').filter({ hasText: 'Finalizada' }).getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);

    await page.setViewportSize(PHONE);
    await active.getByRole('button', { name: /^Renunciar a las prácticas/ }).click();
    const renounce = page.getByRole('alertdialog', { name: 'Renunciar a las prácticas' });
    await expect(renounce).toContainText('el servicio dará por terminadas estas prácticas');
    await expect(renounce.getByRole('button', { name: 'Enviar la renuncia' })).toBeVisible();
    await expectAccessible(page);
    await screenShot(page, 'more-renounce-es-phone');
    await renounce.getByRole('button', { name: 'Cancelar' }).click();
    await expect(renounce).toBeHidden();
    await shot(page, 'more-internships-es-phone');

    await page.getByLabel('Idioma', { exact: true }).first().selectOption({ label: 'Català' });
    await page.getByRole('button', { name: 'Sí' }).click();
    await expect(page).toHaveURL(/\/les-meves-practiques$/);
    await expect(page.getByRole('article').first().getByRole('button', { name: /^Renuncia a les pràctiques/ })).toBeVisible();
    await shot(page, 'more-internships-ca-phone');
    await page.setViewportSize(WIDE);
    await page.getByRole('article').first().getByRole('button', { name: /^Puja documents/ }).click();
    await expect(page.getByRole('dialog').getByLabel('Fitxer')).toHaveAccessibleDescription('Tipus admesos: PDF. Fins a 2 MB.');
    await screenShot(page, 'more-upload-ca-wide');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel·la' }).click();
    // The language is kept for the account: back to Spanish for whoever logs in next.
    await page.getByLabel('Idioma', { exact: true }).first().selectOption({ label: 'Castellano' });
    await page.getByRole('button', { name: 'Sí' }).click();
    await expect(page).toHaveURL(/\/mis-practicas$/);
  });

  test('the home lists the documents an enrolment waits for until they are given', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await logIn(page);
    const language = page.getByLabel('Idioma', { exact: true }).first();
    if ((await language.inputValue()) !== 'es') {
      await language.selectOption({ label: 'Castellano' });
      await page.getByRole('button', { name: 'Sí' }).click();
    }
    // Enrol in the offer that asks for the academic record, sending it for this offer only...
    await page.goto('/ofertas-empleo?texto=analista%20programador');
    await page.getByRole('link', { name: 'Analista programador/a para el sector financiero' }).click();
    await page.getByRole('button', { name: 'Inscribirme en la oferta' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmar la candidatura' }).getByRole('button', { name: 'Sí, inscribirme' }).click();
    const documents = page.getByRole('dialog', { name: 'Documentación necesaria' });
    await expect(documents.getByLabel(/Expediente académico/)).toHaveAccessibleDescription(/Tipos admitidos: .*PDF.*Hasta 2 MB/);
    await documents.getByLabel(/Expediente académico/).setInputFiles({ name: 'expediente-academico.pdf', mimeType: 'application/pdf', buffer: PDF });
    await documents.getByRole('button', { name: 'Subir e inscribirme' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Inscripción realizada' })).toBeVisible();

    // ...then take the document away from the CV: the enrolment waits for it again.
    await page.goto('/cv#cv-documentos');
    const cvDocuments = page.getByRole('region', { name: 'Documentos' });
    await cvDocuments.getByRole('button', { name: /^Eliminar/ }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar el documento' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();

    await page.goto('/');
    const pending = page.getByRole('region', { name: /cosas? pendientes?/ });
    const item = pending.getByRole('listitem').filter({ hasText: 'Analista programador/a para el sector financiero' });
    await expect(item).toContainText('espera documentación que aún no has aportado: Expediente académico');
    await expectAccessible(page);
    await shot(page, 'more-home-documents-es-wide');
    await page.setViewportSize(PHONE);
    await shot(page, 'more-home-documents-es-phone');
    await page.getByLabel('Idioma', { exact: true }).first().selectOption({ label: 'Català' });
    await page.getByRole('button', { name: 'Sí' }).click();
    await expect(page.getByRole('region', { name: /(cosa|coses) pendents?/ })).toContainText("espera documentació que encara no has aportat");
    await shot(page, 'more-home-documents-ca-phone');
    await page.setViewportSize(WIDE);
    await shot(page, 'more-home-documents-ca-wide');

    await page.getByLabel('Idioma', { exact: true }).first().selectOption({ label: 'Castellano' });
    await page.getByRole('button', { name: 'Sí' }).click();
    await page.getByRole('link', { name: 'Aportar la documentación: Analista programador/a para el sector financiero' }).click();
    await expect(page).toHaveURL(/\/cv#cv-documentos$/);
  });
});
