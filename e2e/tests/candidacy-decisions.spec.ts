import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, fillLogin, shot } from './helpers.ts';

/**
 * Final decisions on a candidacy (docs/decisions.md, "Final decisions on a candidacy"), on a fresh demo database:
 * empresa@example.org rejects Lucía Martín Ferrer (alumno@example.org) from "Desarrollador/a frontend (React)" with
 * "Otros motivos". The reason asks for the company's words, the rejection is confirmed first, then undone from the
 * bar that offers it; rejected again, Lucía reads the reason in her words and the company's message. Screens in
 * Spanish and Catalan, wide and on a phone, each checked with axe.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const JOB = 'Desarrollador/a frontend (React)';
const LUCIA = 'Lucía Martín Ferrer';
const NURIA = 'Núria Col·lell Llull';
const MESSAGE = 'Buscamos a alguien que pueda incorporarse en enero; te tendremos en cuenta en próximas ofertas.';

/** A candidate's candidacy in the job offer: its id, which the company's CV page takes. */
async function candidacyId(request: APIRequestContext, name = LUCIA): Promise<number> {
  const login = await request.post('/api/Empresa/logaUsuario', { data: { usuario: 'empresa@example.org', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { datos: { token: string } }).datos.token}` };
  const offers = ((await (await request.get('/api/Empresa/dameProcesosEmpleoYpracticas', { headers })).json()) as { datos: { procesos: { idOferta: number; titulo: string }[] } }).datos;
  const offer = offers.procesos.find((o) => o.titulo === JOB);
  if (!offer) throw new Error(`no offer ${JOB}`);
  const process = ((await (await request.get(`/api/Empresa/dameDatosProceso/${offer.idOferta}`, { headers })).json()) as { datos: { items: { idCandidatura: number; nombre: string }[] } }).datos;
  const found = process.items.find((c) => c.nombre === name);
  if (!found) throw new Error(`${name} is not among the candidates of ${JOB}`);
  return found.idCandidatura;
}

async function login(page: Page, who: 'empresa' | 'alumno' | 'candidata.llull', language: 'es' | 'ca'): Promise<void> {
  if (language === 'ca') await page.addInitScript(() => localStorage.setItem('_idioma', 'ca'));
  await page.goto(who === 'empresa' ? (language === 'ca' ? '/login/empreses' : '/login/empresas') : language === 'ca' ? '/login/alumnes' : '/login/alumnos');
  if (language === 'ca') {
    await page.getByLabel('Usuari').fill(`${who}@example.org`);
    await page.getByLabel('Contrasenya').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();
  } else {
    await fillLogin(page, `${who}@example.org`);
  }
  await expect(page.getByRole('heading', { level: 1, name: /Hola/ })).toBeVisible();
}

async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

test.describe('final decisions on a candidacy', () => {
  test('a rejection asks for words and a confirmation, is undone from its bar, and reaches the student in their words', async ({ page, request }) => {
    const id = await candidacyId(request);
    await page.setViewportSize(WIDE);
    await login(page, 'empresa', 'es');
    await page.goto(`/ver-cv/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: LUCIA })).toBeVisible();

    // "Otros motivos" asks for the company's own words, and shows what the student will read.
    await page.getByLabel('Nuevo estado').selectOption({ label: 'Descartada' });
    await page.getByLabel('Motivo del descarte').selectOption({ label: 'Otros motivos' });
    await expect(page.getByText('El candidato leerá: «La empresa te explica el motivo en su mensaje.»')).toBeVisible();
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(page.getByText('Explica el motivo al candidato (al menos 10 caracteres).')).toBeVisible();
    await page.getByLabel('Mensaje para el candidato').fill(MESSAGE);

    // Final: nothing is sent before the confirmation, and Cancel leaves everything as it was.
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Descartar esta candidatura?' });
    await expect(dialog).toContainText(`La candidatura de ${LUCIA} pasará a «Descartada», un estado final.`);
    await expect(dialog).toContainText('Podrás deshacerlo durante 10 minutos');
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectAccessible(page);
    await snap(page, 'decision-confirm-es-wide');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Estado actual: Inscrita')).toBeVisible();

    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    await dialog.getByRole('button', { name: 'Descartar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'La candidatura está ahora en «Descartada».' })).toBeVisible();
    await expect(page.getByText(/Puedes deshacer este cambio hasta las \d\d:\d\d/)).toBeVisible();
    await expect(page.getByText(`Tu mensaje: «${MESSAGE}»`)).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'decision-undo-es-wide');

    // Undone: back where it was, the decision struck through in the history.
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cambio deshecho: la candidatura vuelve a estar en «Inscrita».' })).toBeVisible();
    await expect(page.getByText('(deshecho)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deshacer' })).toHaveCount(0);

    // Rejected again, on a phone.
    await page.setViewportSize(PHONE);
    await page.getByLabel('Nuevo estado').selectOption({ label: 'Descartada' });
    await page.getByLabel('Motivo del descarte').selectOption({ label: 'Otros motivos' });
    await page.getByLabel('Mensaje para el candidato').fill(MESSAGE);
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(dialog).toBeVisible();
    await snap(page, 'decision-confirm-es-phone');
    await dialog.getByRole('button', { name: 'Descartar' }).click();
    await expect(page.getByRole('button', { name: 'Deshacer' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'decision-undo-es-phone');

    // The student reads the reason in her words and the company's message; withdrawing says it is final.
    await page.goto('/logout');
    await expect(page).toHaveURL(/login/);
    await page.setViewportSize(WIDE);
    await login(page, 'alumno', 'es');
    await page.goto('/mis-candidaturas?tipo=empleo');
    const card = page.getByRole('listitem').filter({ hasText: JOB });
    await expect(card).toContainText('Descartada');
    await expect(card).toContainText('Motivo: La empresa te explica el motivo en su mensaje.');
    await expect(card).toContainText(`Mensaje de la empresa: «${MESSAGE}»`);
    await expect(card).not.toContainText('Otros motivos');
    const withdrawable = page.getByRole('button', { name: 'Retirar la candidatura' }).first();
    if (await withdrawable.count()) {
      await withdrawable.click();
      const withdraw = page.getByRole('alertdialog', { name: 'Retirar la candidatura' });
      await expect(withdraw).toContainText('Retirarla es definitivo y no se puede deshacer');
      await expectAccessible(page);
      await snap(page, 'withdraw-confirm-es-wide');
      await withdraw.getByRole('button', { name: 'Cancelar' }).click();
    }
    await expectAccessible(page);
    await snap(page, 'my-candidacies-reason-es-wide');
    await page.setViewportSize(PHONE);
    await snap(page, 'my-candidacies-reason-es-phone');

    // Declining the service's pre-enrolment is final too: asked first, and Cancel sends nothing.
    await page.setViewportSize(WIDE);
    await page.goto('/mis-candidaturas?tipo=practicas');
    await page.getByRole('listitem').filter({ hasText: 'Pendiente de tu respuesta' }).getByRole('link').first().click();
    await page.getByLabel('Motivo del rechazo').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Rechazar la preinscripción' }).click();
    const decline = page.getByRole('alertdialog', { name: '¿Rechazar la preinscripción?' });
    await expect(decline).toContainText('Rechazar es definitivo');
    await expectAccessible(page);
    await snap(page, 'decline-confirm-es-wide');
    await decline.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('heading', { name: 'Preinscripción pendiente' })).toBeVisible();
  });

  // The same server as the test before: another candidate of the offer, Núria Col·lell Llull (candidata.llull@).
  test('in Catalan: the confirmation, the undo bar and the student’s reason, on a phone and wide', async ({ page, request }) => {
    const id = await candidacyId(request, NURIA);
    await page.setViewportSize(PHONE);
    await login(page, 'empresa', 'ca');
    await page.goto(`/veure-cv/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: NURIA })).toBeVisible();
    await page.getByLabel('Estat nou').selectOption({ label: 'Descartada' });
    await page.getByLabel('Motiu del descart').selectOption({ label: "No compleix el nivell d'idiomes requerit" });
    await expect(page.getByText("El candidat llegirà: «No tens el nivell d'idiomes que demana l'oferta.»")).toBeVisible();
    await page.getByRole('button', { name: "Canvia l'estat" }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Vols descartar aquesta candidatura?' });
    await expect(dialog).toContainText('Ho podràs desfer durant 10 minuts');
    await expectAccessible(page);
    await snap(page, 'decision-confirm-ca-phone');
    await page.setViewportSize(WIDE);
    await snap(page, 'decision-confirm-ca-wide');
    await dialog.getByRole('button', { name: 'Descarta' }).click();
    await expect(page.getByRole('button', { name: 'Desfés' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'decision-undo-ca-wide');
    await page.setViewportSize(PHONE);
    await snap(page, 'decision-undo-ca-phone');

    await page.goto('/logout');
    await expect(page).toHaveURL(/login/);
    await login(page, 'candidata.llull', 'ca');
    await page.goto('/les-meves-candidatures?tipo=empleo');
    // Núria's CV lacks required personal data: the portal's own reminder comes first; she puts it off.
    await page.getByRole('button', { name: 'Ara no' }).click();
    const card = page.getByRole('listitem').filter({ hasText: JOB });
    await expect(card).toContainText("Motiu: No tens el nivell d'idiomes que demana l'oferta.");
    await expectAccessible(page);
    await snap(page, 'my-candidacies-reason-ca-phone');
    await page.setViewportSize(WIDE);
    await snap(page, 'my-candidacies-reason-ca-wide');
  });
});

test.describe("the offer form's tags", () => {
  for (const language of ['es', 'ca'] as const) {
    test(`offers the portal's tags beside the free-text field (${language})`, async ({ page }) => {
      await page.setViewportSize(WIDE);
      await login(page, 'empresa', language);
      await page.goto(language === 'ca' ? '/nova-oferta/practiques' : '/nueva-oferta/practicas');
      const field = page.getByRole('textbox', { name: language === 'ca' ? /^Etiquetes/ : /^Etiquetas/ });
      await field.fill(language === 'ca' ? 'anglès' : 'inglés');
      const group = page.getByRole('group', { name: language === 'ca' ? /Etiquetes del portal/ : /Etiquetas del portal/ });
      const web = group.getByRole('button', { name: language === 'ca' ? 'Desenvolupament web' : 'Desarrollo web' });
      await web.click();
      await expect(web).toHaveAttribute('aria-pressed', 'true');
      await expect(field).toHaveValue(language === 'ca' ? 'anglès, Desenvolupament web' : 'inglés, Desarrollo web');
      await expectAccessible(page);
      const section = field.locator('xpath=ancestor::div[contains(@class, "offer-form__wide")][1]');
      await section.screenshot({ path: `screenshots/offer-tags-${language}-wide.png` });
      await page.setViewportSize(PHONE);
      await expectAccessible(page);
      await section.screenshot({ path: `screenshots/offer-tags-${language}-phone.png` });
    });
  }
});
