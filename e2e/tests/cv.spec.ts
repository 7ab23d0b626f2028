import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, fillLogin, setCandidateLanguage, shot } from './helpers.ts';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function openCv(page: Page): Promise<void> {
  await page.goto('/login/alumnos');
  await fillLogin(page, 'alumno@example.org');
  await expect(page.getByRole('heading', { level: 1, name: /Hola, Lucía/ })).toBeVisible();
  await page.goto('/cv');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi CV' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Datos personales' })).toBeVisible();
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function save(scope: Locator, name = 'Guardar'): Promise<void> {
  await scope.getByRole('button', { name, exact: true }).click();
}

/** A PNG photo larger than the 1000 px the editor scales to, drawn by the browser itself. */
async function photoPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 1200);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(800, 520, 260, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

// The journey changes the login e-mail, so the screenshots (which log in as alumno@example.org) come first. Each test
// starts in Spanish, whatever language an earlier one (failed or not) left saved for the candidate.
test.describe('the candidate CV (/cv)', () => {
  test.beforeEach(async ({ request }) => {
    await setCandidateLanguage(request, 'alumno@example.org', 'es');
  });

  test('screenshots in Spanish, wide and on a phone', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await openCv(page);
    await shot(page, 'cv-es-wide');
    await region(page, 'Datos personales').getByRole('button', { name: 'Editar: Datos personales' }).click();
    await shot(page, 'cv-es-wide-editing');

    await page.setViewportSize(PHONE);
    await page.goto('/cv');
    const studies = page.getByRole('button', { name: /^Estudios/ });
    await expect(studies).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page);
    await shot(page, 'cv-es-phone');
    await studies.click();
    await page.getByRole('button', { name: /^Idiomas/ }).click();
    await page.getByRole('button', { name: 'Añadir un idioma' }).click();
    await expectAccessible(page);
    await shot(page, 'cv-es-phone-open');
  });

  test('screenshots in Catalan, on a phone and wide, after switching from the header', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openCv(page);
    await page.getByLabel('Idioma', { exact: true }).first().selectOption({ label: 'Català' });
    await page.getByRole('button', { name: 'Sí' }).click();
    await expect(page).toHaveURL(/\/ca\/cv$/);
    await expect(page.getByRole('heading', { level: 1, name: 'El meu CV' })).toBeVisible();
    await page.getByRole('button', { name: /^Dades personals/ }).click();
    await page.getByRole('button', { name: 'Edita: Dades personals' }).click();
    await expect(page.getByLabel('Nom de pila')).toHaveAttribute('readonly', '');
    await expectAccessible(page);
    await shot(page, 'cv-ca-phone');

    await page.setViewportSize(WIDE);
    await page.goto('/ca/cv');
    await expect(page.getByRole('region', { name: 'Dades personals' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'cv-ca-wide');
  });

  test('a candidate edits every section once and finds it all after a reload', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(WIDE);
    await openCv(page);
    await expectAccessible(page);

    // The generic brand manages the DNI (read-only once stored)...
    const personal = region(page, 'Datos personales');
    await personal.getByRole('button', { name: 'Editar: Datos personales' }).click();
    await expect(personal.getByLabel('Número de identificación')).toHaveAttribute('readonly', '');
    await personal.getByRole('button', { name: 'Cancelar' }).click();

    // ...so the DNI check is shown with a brand that lets the candidate change it, as the brand rules allow.
    await page.route('**/api/Publico/configuracion', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.datos.marca.fields.datosPersonales.documento = { visible: true, editable: true, required: false };
      await route.fulfill({ response, json });
    });
    await page.reload();
    await personal.getByRole('button', { name: 'Editar: Datos personales' }).click();
    const dni = personal.getByLabel('Número de identificación');
    await dni.fill('12345678A');
    await dni.blur();
    await expect(personal.getByText('El DNI está mal formado')).toBeVisible();
    await save(personal);
    await expect(dni).toBeFocused();
    await dni.fill('12345678z');
    await personal.getByLabel('Teléfono fijo').fill('931 234 567');
    await personal.getByLabel('IBAN').fill('ES91 2100 0418 4502 0005 1332');
    await personal.getByLabel('Quiero recibir el boletín del servicio').check();
    await expectAccessible(page);
    await save(personal);
    await expect(personal.getByRole('status')).toHaveText(/Cambios guardados/);
    await expect(personal.getByText('DNI 12345678Z')).toBeVisible();
    await expect(personal.getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible();
    await page.unroute('**/api/Publico/configuracion');

    const account = region(page, 'Correo electrónico de la cuenta');
    await account.getByRole('button', { name: 'Editar: Correo electrónico de la cuenta' }).click();
    await account.getByLabel('Correo electrónico de acceso').fill('lucia.martin@example.org');
    await save(account);
    await expect(account.getByText('lucia.martin@example.org')).toBeVisible();

    const search = region(page, 'Búsqueda activa');
    const jobs = search.getByRole('switch', { name: 'Búsqueda activa de empleo' });
    await jobs.click();
    await expect(jobs).toHaveAttribute('aria-checked', 'false');
    await expect(search.getByText('No puedes inscribirte en ofertas de empleo hasta que la actives.')).toBeVisible();

    const studies = region(page, 'Estudios');
    await studies.getByRole('button', { name: 'Ocultar a las empresas: Grado en Ingeniería Informática' }).click();
    await expect(studies.getByText('Oculto a las empresas', { exact: true })).toBeVisible();
    await studies.getByRole('button', { name: 'Añadir otros estudios' }).click();
    await studies.getByLabel('Título obtenido o en curso').fill('Curso de diseño web');
    await studies.getByLabel('Nivel de estudios').selectOption({ label: 'Título propio' });
    await studies.getByLabel('Año de inicio').fill('2024');
    await studies.getByLabel('Año de finalización').fill('2025');
    await save(studies);
    await expect(studies.getByRole('heading', { name: 'Curso de diseño web' })).toBeVisible();
    await studies.getByRole('button', { name: 'Eliminar: Curso de diseño web' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar los estudios' }).click();
    await expect(studies.getByRole('heading', { name: 'Curso de diseño web' })).toHaveCount(0);

    const experiences = region(page, 'Experiencia profesional');
    await experiences.getByRole('button', { name: 'Añadir una experiencia' }).click();
    await experiences.getByLabel('Puesto').fill('Becaria de desarrollo web');
    await experiences.getByLabel('Empresa o entidad').fill('Tecnologías Norte SL');
    await experiences.getByLabel('Fecha de inicio').fill('2026-01-12');
    await experiences.getByLabel('Sector de actividad').selectOption({ label: 'Tecnologías de la información y telecomunicaciones' });
    await experiences
      .getByLabel('Archivo adjunto')
      .setInputFiles({ name: 'carta-recomendacion.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% carta\n%%EOF\n') });
    await expect(experiences.getByText('carta-recomendacion.pdf')).toBeVisible();
    await save(experiences);
    await expect(experiences.getByRole('heading', { name: 'Becaria de desarrollo web' })).toBeVisible();
    await experiences.getByRole('button', { name: 'Editar: Becaria de desarrollo web' }).click();
    await experiences.getByLabel('Puesto').fill('Desarrolladora web en prácticas');
    await save(experiences);
    await expect(experiences.getByRole('heading', { name: 'Desarrolladora web en prácticas' })).toBeVisible();
    await expect(experiences.getByRole('button', { name: /Descargar: carta-recomendacion\.pdf/ })).toBeVisible();
    await experiences.getByRole('button', { name: 'Eliminar: Desarrolladora web en prácticas' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sí' }).click();
    await expect(experiences.getByRole('heading', { name: 'Desarrolladora web en prácticas' })).toHaveCount(0);

    const languages = region(page, 'Idiomas');
    await languages.getByRole('button', { name: 'Añadir un idioma' }).click();
    await save(languages);
    await expect(languages.getByText('Este campo es requerido')).toHaveCount(2);
    await languages.getByLabel('Lengua').selectOption({ label: 'Alemán' });
    await languages.getByLabel('Nivel alcanzado').selectOption({ label: 'B1 (umbral)' });
    await save(languages);
    await expect(languages.getByRole('heading', { name: 'Alemán' })).toBeVisible();
    await languages.getByRole('button', { name: 'Eliminar: Alemán' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sí' }).click();
    await expect(languages.getByRole('heading', { name: 'Alemán' })).toHaveCount(0);
    await languages.getByRole('button', { name: 'Añadir un idioma' }).click();
    await languages.getByLabel('Lengua').selectOption({ label: 'Italiano' });
    await languages.getByLabel('Nivel alcanzado').selectOption({ label: 'A2 (plataforma)' });
    await save(languages);
    await expect(languages.getByRole('heading', { name: 'Italiano' })).toBeVisible();

    const professional = region(page, 'Perfil profesional');
    await professional.getByRole('button', { name: 'Editar: Perfil profesional' }).click();
    await professional.getByLabel('Puedo viajar por trabajo').check();
    await professional.getByLabel('A - Motocicletas', { exact: true }).check();
    await save(professional);
    await expect(professional.getByText('A - Motocicletas')).toBeVisible();

    const permit = region(page, 'Permiso de trabajo').getByRole('switch', { name: 'Tengo permiso de trabajo en España' });
    await permit.click();
    await expect(permit).toHaveAttribute('aria-checked', 'true');

    const presentation = region(page, 'Presentación');
    await presentation.getByRole('button', { name: 'Editar: Presentación' }).click();
    await presentation.getByLabel('Texto de presentación').fill('Me gusta construir interfaces accesibles y aprender de equipos con experiencia.');
    await expect(presentation.getByText('79 de 5000 caracteres')).toBeVisible();
    await save(presentation);
    await expect(presentation.getByText('Me gusta construir interfaces accesibles')).toBeVisible();

    const portfolio = region(page, 'Portfolio o LinkedIn');
    await portfolio.getByRole('button', { name: 'Editar: Portfolio o LinkedIn' }).click();
    const link = portfolio.getByLabel('Enlace a tu portfolio o perfil de LinkedIn');
    await link.fill('https://www.linkedin.com/company/tecnologias-norte');
    await save(portfolio);
    await expect(portfolio.getByText('La dirección web está mal formada')).toBeVisible();
    await link.fill('https://www.linkedin.com/in/lucia-martin-demo');
    await save(portfolio);
    await expect(portfolio.getByRole('link', { name: /linkedin\.com\/in\/lucia-martin-demo/ })).toBeVisible();

    for (const [name, filterLabel, query, option] of [
      ['Intereses', 'Filtrar intereses', 'ciber', 'Ciberseguridad'],
      ['Sectores de interés', 'Filtrar sectores', 'energ', 'Energía y medio ambiente'],
      ['Programas informáticos', 'Filtrar programas', 'excel', 'Microsoft Excel'],
      ['Competencias', 'Filtrar competencias', 'critico', 'Pensamiento crítico'],
    ] as const) {
      const list = region(page, name);
      await list.getByRole('button', { name: `Editar: ${name}` }).click();
      await list.getByLabel(filterLabel).fill(query);
      await list.getByRole('button', { name: option }).click();
      await save(list);
      await expect(list.getByRole('status')).toHaveText(/Cambios guardados/);
      await expect(list.getByRole('listitem').filter({ hasText: option })).toBeVisible();
    }

    const period = region(page, 'Periodo de prácticas preferido');
    await period.getByRole('button', { name: 'Editar: Periodo de prácticas preferido' }).click();
    await period.getByLabel('Periodo preferido para las prácticas').selectOption({ label: 'Anual' });
    await save(period);
    await expect(period.getByText('Anual', { exact: true })).toBeVisible();

    const level = region(page, 'Nivel formativo');
    await level.getByRole('button', { name: 'Editar: Nivel formativo' }).click();
    await level.getByLabel('Nivel formativo').selectOption({ label: 'Grado universitario' });
    await save(level);
    await expect(level.getByText('Grado universitario', { exact: true })).toBeVisible();

    const documents = region(page, 'Documentos');
    await documents.getByRole('button', { name: 'Añadir un documento' }).click();
    const file = documents.getByLabel('Archivo del documento');
    await file.setInputFiles({ name: 'memoria-completa.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2_100_000, 0x25) });
    await expect(documents.getByRole('alert')).toContainText('El fichero supera el tamaño máximo de 2 MB');
    await file.setInputFiles({ name: 'instalador.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(documents.getByRole('alert')).toContainText('Este tipo de fichero no esta permitido');
    await file.setInputFiles({ name: 'carta-presentacion.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% carta de presentación\n%%EOF\n') });
    await expect(documents.getByText('carta-presentacion.pdf')).toBeVisible();
    await documents.getByLabel('Tipo de documento').selectOption({ label: 'Carta de presentación' });
    await documents.getByLabel('Privado').check();
    await expectAccessible(page);
    await save(documents, 'Guardar el documento');
    await expect(documents.getByRole('heading', { name: 'carta-presentacion' })).toBeVisible();
    const download = page.waitForEvent('download');
    await documents.getByRole('button', { name: /Descargar: carta-presentacion\.pdf/ }).click();
    expect((await download).suggestedFilename()).toBe('carta-presentacion.pdf');

    await page.getByRole('button', { name: 'Añadir una foto' }).click();
    const photo = page.getByRole('dialog', { name: 'Foto de perfil' });
    await photo.getByLabel('Elegir una foto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await photoPng(page) });
    await expect(photo.getByText('Se guardará a 1000 × 1000 píxeles.')).toBeVisible();
    await photo.getByLabel('Ampliación de la foto').fill('1.5');
    await expectAccessible(page);
    await shot(page, 'cv-photo-editor-es');
    await photo.getByRole('button', { name: 'Guardar la foto' }).click();
    await expect(photo).toHaveCount(0);
    await expect(page.getByText('Foto de perfil actualizada.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto de perfil de Lucía Martín Ferrer' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('img', { name: 'Foto de perfil de Lucía Martín Ferrer' })).toBeVisible();
    await expect(personal.getByText('931 234 567')).toBeVisible();
    await expect(personal.getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible();
    await expect(account.getByText('lucia.martin@example.org')).toBeVisible();
    await expect(jobs).toHaveAttribute('aria-checked', 'false');
    await expect(studies.getByText('Oculto a las empresas', { exact: true })).toBeVisible();
    await expect(studies.getByRole('heading', { name: 'Curso de diseño web' })).toHaveCount(0);
    await expect(experiences.getByRole('heading', { level: 3 })).toHaveCount(1);
    await expect(languages.getByRole('heading', { name: 'Italiano' })).toBeVisible();
    await expect(languages.getByRole('heading', { name: 'Alemán' })).toHaveCount(0);
    await expect(professional.getByText('A - Motocicletas')).toBeVisible();
    await expect(permit).toHaveAttribute('aria-checked', 'true');
    await expect(presentation.getByText('Me gusta construir interfaces accesibles')).toBeVisible();
    await expect(portfolio.getByRole('link', { name: /lucia-martin-demo/ })).toBeVisible();
    for (const [name, option] of [
      ['Intereses', 'Ciberseguridad'],
      ['Sectores de interés', 'Energía y medio ambiente'],
      ['Programas informáticos', 'Microsoft Excel'],
      ['Competencias', 'Pensamiento crítico'],
    ] as const) {
      await expect(region(page, name).getByText(option)).toBeVisible();
    }
    await expect(period.getByText('Anual', { exact: true })).toBeVisible();
    await expect(level.getByText('Grado universitario', { exact: true })).toBeVisible();
    await expect(documents.getByRole('heading', { name: 'carta-presentacion' })).toBeVisible();
    await expectAccessible(page);
  });
});
