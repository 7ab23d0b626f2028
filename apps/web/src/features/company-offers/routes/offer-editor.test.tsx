import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Status, type OfferFormInput } from '@portal/shared';
import { fail, ok, type ApiHandler, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { companyContact } from '@/testing/test-data';
import OfferEditorPage from './offer-editor';

const item = (id: number, nombre: string, extra: Record<string, unknown> = {}) => ({ id, nombre, codigo: null, idPadre: null, atributos: {}, ...extra });
const domains = ok({
  sectores: [item(3, 'Tecnologías de la información')],
  areasFuncionales: [],
  tiposContrato: [item(1, 'Indefinido')],
  programas: [item(20, 'Prácticas extracurriculares')],
  paises: [],
  provincias: [item(7, 'Illes Balears')],
  islas: [item(1, 'Mallorca', { idPadre: 7 })],
  campus: [],
  carnetsConducir: [],
  programasInformaticos: [],
  tiposDocumento: [],
  competencias: [],
  tagsInteres: [item(1, 'Desarrollo web'), item(24, 'Teletrabajo')],
  idiomas: [],
  nivelesIdioma: [],
  titulaciones: [item(1001, 'Grado en Ingeniería Informática'), item(1002, 'Grado en Matemáticas')],
});

const SAVE = 'POST /api/Empresa/addOferta';

function renderNew(api: Record<string, ApiHandler> = {}) {
  return renderPage('/nueva-oferta/practicas', tableRoute('new-offer', <OfferEditorPage />), {
    user: companyContact,
    api: { 'GET /api/Dominios/dominios/es': domains, ...api },
  });
}

afterEach(() => sessionStorage.clear());

async function fillStepOne(user: ReturnType<typeof renderNew>['user']) {
  await user.type(await screen.findByLabelText(/Título de la oferta/), 'Prácticas de desarrollo web');
  await user.type(screen.getByLabelText(/^Descripción/), 'Desarrollo de aplicaciones web con el equipo.');
  await user.selectOptions(screen.getByLabelText(/^Sector/), '3');
}

describe('the offer form', () => {
  it("offers the portal's tags beside the free-text field, so a tag reaches candidates in their language", async () => {
    const { user } = renderNew();
    const field = await screen.findByLabelText(/^Etiquetas/);
    await user.type(field, 'inglés');
    const suggested = screen.getByRole('group', { name: /Etiquetas del portal/ });
    await user.click(within(suggested).getByRole('button', { name: 'Desarrollo web' }));
    expect(field).toHaveValue('inglés, Desarrollo web');
    expect(within(suggested).getByRole('button', { name: 'Desarrollo web' })).toHaveAttribute('aria-pressed', 'true');
    // Pressed again, it leaves the field; a tag typed by hand in another case counts as the same.
    await user.click(within(suggested).getByRole('button', { name: 'Desarrollo web' }));
    expect(field).toHaveValue('inglés');
    await user.type(field, ', teletrabajo');
    expect(within(suggested).getByRole('button', { name: 'Teletrabajo' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes through four steps, marks a missing field on its step, and sends the offer as addOferta takes it', async () => {
    const { user, api } = renderNew({ [SAVE]: ok({ idOferta: 77, urlAcceso: 'practicas-de-desarrollo-web-1077', estado: 'pendiente' }) });
    expect(await screen.findByText('Paso 1 de 4')).toBeInTheDocument();
    // Nothing typed: the step refuses to move on and says why, on the field.
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    expect(await screen.findByLabelText(/Título de la oferta/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument();

    await fillStepOne(user);
    // Enter in a text field moves on, as the button does.
    await user.click(screen.getByLabelText(/Título de la oferta/));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Paso 2 de 4')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Horario/), 'De 9:00 a 14:00');
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    expect(await screen.findByText('Paso 3 de 4')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Provincia/), '7');
    await user.type(screen.getByLabelText(/^Localidad/), 'Palma');
    // No degree yet: refused on the degree picker.
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    expect(await screen.findByText('Debes seleccionar al menos una opción')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar titulación' }), 'informática{Enter}');
    expect(screen.getByText('Grado en Ingeniería Informática')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    expect(await screen.findByText('Paso 4 de 4')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nombre/), 'Laura');
    await user.type(screen.getByLabelText(/^Apellidos/), 'Ferrer');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'laura@example.org');
    await user.type(screen.getByLabelText(/^Teléfono/), '971000111');
    await user.click(screen.getByRole('button', { name: 'Enviar al servicio para validar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/Empresa/addOferta')).toHaveLength(1));
    const body = (api.callsTo('POST', '/api/Empresa/addOferta')[0] as ApiRequest).body as OfferFormInput;
    expect(body).toMatchObject({
      idPerfil: 2,
      titulo: 'Prácticas de desarrollo web',
      idSector: '3',
      horario: 'De 9:00 a 14:00',
      idProvincia: '7',
      localidad: 'Palma',
      titulaciones: [{ id: 1001, requerida: true }],
      tutorEmail: 'laura@example.org',
      horasDia: '5',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/mis-ofertas');
    expect(sessionStorage.length).toBe(0);
  });

  it("puts the server's field error on its field and opens that field's step", async () => {
    const { user } = renderNew({
      [SAVE]: fail(Status.EmailMalformed, undefined, { errores: [{ campo: 'tutorEmail', codigo: Status.EmailMalformed, clave: 'email' }] }),
    });
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    await user.type(await screen.findByLabelText(/^Horario/), 'Mañanas');
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    await user.selectOptions(await screen.findByLabelText(/^Provincia/), '7');
    await user.type(screen.getByLabelText(/^Localidad/), 'Palma');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar titulación' }), 'matemáticas{Enter}');
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    await user.type(await screen.findByLabelText(/^Nombre/), 'Laura');
    await user.type(screen.getByLabelText(/^Apellidos/), 'Ferrer');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'laura@example.org');
    await user.type(screen.getByLabelText(/^Teléfono/), '971000111');
    // Back to step 1 through the progress list: the server's answer must bring the person to step 4 again.
    await user.click(screen.getByRole('button', { name: /La oferta/ }));
    await user.click(screen.getByRole('button', { name: /Tutor y publicación/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar al servicio para validar' }));
    expect(await screen.findByLabelText(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Paso 4 de 4')).toBeInTheDocument();
  });

  it('keeps a draft across a reload and restores it with the step it was on', async () => {
    const first = renderNew();
    await fillStepOne(first.user);
    await first.user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    expect(await screen.findByText('Paso 2 de 4')).toBeInTheDocument();
    first.unmount();

    renderNew();
    expect(await screen.findByText('Hemos recuperado los datos que estabas escribiendo.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Paso 2 de 4')).toBeInTheDocument();
    await screen.findByLabelText(/^Horario/);
    expect(Object.keys(sessionStorage)[0]).toMatch(/^offer-draft:\d+:new-2$/);
    expect(JSON.parse(sessionStorage.getItem(Object.keys(sessionStorage)[0] ?? '') ?? '{}').values.titulo).toBe('Prácticas de desarrollo web');
  });
});
