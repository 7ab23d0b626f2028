import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status, companyOfferCalls, type EditableOffer, type OfferDetail, type OfferDraftInput, type OfferFormInput } from '@portal/shared';
import { getNotice } from '@/lib/notices';
import { fail, mockCall, ok, type ApiHandler, type ApiRequest } from '@/testing/api-server';
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
const editorRoutes = () => [...tableRoute('new-offer', <OfferEditorPage />), ...tableRoute('edit-offer', <OfferEditorPage />)];

/** The draft as the server keeps it: what the last guardarBorradorOferta sent, read back by dameOfertaEditable. */
function draftServer(id = 77, start: Partial<EditableOffer> = {}) {
  let kept: Partial<EditableOffer> = start;
  const editable = (): EditableOffer => ({
    idOferta: id,
    urlAcceso: `oferta-${1000 + id}`,
    referencia: `OF-2026-00${id}`,
    estado: 'borrador',
    paso: 0,
    copiaDe: null,
    editable: true,
    gestionada: false,
    observaciones: null,
    ibanEmpresa: true,
    oferta: { idPerfil: 2, titulo: '', descripcion: '' },
    ...kept,
  });
  return {
    ...mockCall(companyOfferCalls.saveDraft)((request) => {
      const { paso, idOferta: _id, ...values } = request.body as OfferDraftInput;
      kept = { paso: paso ?? 0, oferta: values as EditableOffer['oferta'] };
      return { idOferta: id, urlAcceso: `oferta-${1000 + id}`, estado: 'borrador', paso: paso ?? 0 };
    }),
    ...mockCall(companyOfferCalls.editable)(() => editable()),
  };
}

function renderNew(api: Record<string, ApiHandler> = {}) {
  return renderPage('/nueva-oferta/practicas', editorRoutes(), {
    user: companyContact,
    api: { 'GET /api/Dominios/dominios/es': domains, ...draftServer(), ...api },
  });
}

function renderDraft(start: Partial<EditableOffer>, api: Record<string, ApiHandler> = {}) {
  return renderPage('/editar-oferta/77', editorRoutes(), {
    user: companyContact,
    api: { 'GET /api/Dominios/dominios/es': domains, ...draftServer(77, start), ...api },
  });
}

/** The offer a candidate would read, as dameDatosProcesoComoAlumno answers it. */
function candidateView(titulo: string): OfferDetail {
  return {
    urlAcceso: 'oferta-1077', urlOferta: 'oferta-1077', idOferta: 77, referencia: 'OF-2026-0077', titulo, idPerfil: 2, textoPerfilOferta: 'Prácticas',
    empresa: 'Innovación Digital Ibérica', idProvincia: 7, provincia: 'Illes Balears', isla: null, localidad: 'Palma', pais: 'España', fecha: '20/11/2026',
    fechaDestacada: null, fechaCaducidad: '31/12/2026', caducada: false, caducaPronto: false, idContrato: null, contrato: null, salario: null,
    salarioMaximo: null, ayudaMensual: 500, modalidad: 'presencial', plazas: 1, etiquetas: [], tfgTfm: false, internacional: false,
    inscripcionExterna: false, inscrito: false, estado: 'borrador', descripcion: 'Desarrollo de aplicaciones web con el equipo.', tareas: null,
    horario: 'De 9:00 a 14:00', horasDia: 5, fechaInicio: null, fechaFin: null, duracionMeses: 6, dedicacion: null, remuneracionOtra: null,
    sector: 'Tecnologías de la información', areaFuncional: null, campus: null, programa: null, enlaceInscripcion: null, empresaOculta: false,
    datosEmpresa: null, titulaciones: [], requisitos: [], programasInformaticos: [], documentacionNecesaria: [], candidatura: null,
  } as unknown as OfferDetail;
}

/**
 * A text put in a field at once (a click, then a paste): typing it key by key costs seconds on a loaded machine and
 * proves nothing more here (the form reads the value, not the keys).
 */
async function fill(user: ReturnType<typeof renderNew>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillStepOne(user: ReturnType<typeof renderNew>['user']) {
  await fill(user, await screen.findByLabelText(/Título de la oferta/), 'Prácticas de desarrollo web');
  await fill(user, screen.getByLabelText(/^Descripción/), 'Desarrollo de aplicaciones web con el equipo.');
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

  it('keeps each step on the server as a draft, at its own address, and sends the draft as addOferta takes it', async () => {
    const { user, api, router } = renderNew({ [SAVE]: ok({ idOferta: 77, urlAcceso: 'practicas-de-desarrollo-web-1077', estado: 'pendiente' }) });
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
    // The first step is kept as a new draft (no id yet), on the step it moves to; the page takes the draft's address.
    expect((api.callsTo('POST', '/api/Empresa/guardarBorradorOferta')[0] as ApiRequest).body).toMatchObject({ titulo: 'Prácticas de desarrollo web', idSector: '3', paso: 1 });
    expect((api.callsTo('POST', '/api/Empresa/guardarBorradorOferta')[0] as ApiRequest).body).not.toHaveProperty('idOferta');
    await waitFor(() => expect(router.state.location.pathname).toBe('/editar-oferta/77'));
    await fill(user, await screen.findByLabelText(/^Horario/), 'De 9:00 a 14:00');
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    expect(await screen.findByText('Paso 3 de 4')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Provincia/), '7');
    await fill(user, screen.getByLabelText(/^Localidad/), 'Palma');
    // No degree yet: refused on the degree picker.
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    expect(await screen.findByText('Debes seleccionar al menos una opción')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar titulación' }), 'informática{Enter}');
    expect(screen.getByText('Grado en Ingeniería Informática')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    expect(await screen.findByText('Paso 4 de 4')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Nombre/), 'Laura');
    await fill(user, screen.getByLabelText(/^Apellidos/), 'Ferrer');
    await fill(user, screen.getByLabelText(/^Correo electrónico/), 'laura@example.org');
    await fill(user, screen.getByLabelText(/^Teléfono/), '971000111');
    await user.click(screen.getByRole('button', { name: 'Enviar al servicio para validar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/Empresa/addOferta')).toHaveLength(1));
    // Every later step saved the same draft.
    expect(api.callsTo('POST', '/api/Empresa/guardarBorradorOferta').map((call) => (call.body as OfferDraftInput).paso)).toEqual([1, 2, 3]);
    expect(api.callsTo('POST', '/api/Empresa/guardarBorradorOferta').slice(1).every((call) => (call.body as OfferDraftInput).idOferta === 77)).toBe(true);
    const body = (api.callsTo('POST', '/api/Empresa/addOferta')[0] as ApiRequest).body as OfferFormInput;
    expect(body).toMatchObject({
      idOferta: 77,
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
    // "Oferta creada" is for the list the form opens, and must outlast arriving there (the banner clears on a change
    // of page; header.test.tsx follows it through the app shell).
    expect(getNotice()).toMatchObject({ status: Status.OfferCreated, opensOn: '/mis-ofertas' });
  });

  it("puts the server's field error on its field and opens that field's step", async () => {
    const { user } = renderNew({
      [SAVE]: fail(Status.EmailMalformed, undefined, { errores: [{ campo: 'tutorEmail', codigo: Status.EmailMalformed, clave: 'email' }] }),
    });
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    await fill(user, await screen.findByLabelText(/^Horario/), 'Mañanas');
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    await user.selectOptions(await screen.findByLabelText(/^Provincia/), '7');
    await fill(user, screen.getByLabelText(/^Localidad/), 'Palma');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar titulación' }), 'matemáticas{Enter}');
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    await fill(user, await screen.findByLabelText(/^Nombre/), 'Laura');
    await fill(user, screen.getByLabelText(/^Apellidos/), 'Ferrer');
    await fill(user, screen.getByLabelText(/^Correo electrónico/), 'laura@example.org');
    await fill(user, screen.getByLabelText(/^Teléfono/), '971000111');
    // Back to step 1 through the progress list: the server's answer must bring the person to step 4 again.
    await user.click(screen.getByRole('button', { name: /La oferta/ }));
    await user.click(screen.getByRole('button', { name: /Tutor y publicación/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar al servicio para validar' }));
    expect(await screen.findByLabelText(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Paso 4 de 4')).toBeInTheDocument();
  });

  it('asks for the company data put off at the first login when the offer is sent (611), keeping the draft', async () => {
    const { user, api } = renderNew({
      [SAVE]: fail(Status.CompanyDataMissing, undefined, {
        errores: [
          { campo: 'empresa.direccion', codigo: Status.CompanyDataMissing, clave: 'required' },
          { campo: 'contacto.localidad', codigo: Status.CompanyDataMissing, clave: 'required' },
        ],
      }),
    });
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    await fill(user, await screen.findByLabelText(/^Horario/), 'Mañanas');
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    await user.selectOptions(await screen.findByLabelText(/^Provincia/), '7');
    await fill(user, screen.getByLabelText(/^Localidad/), 'Palma');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar titulación' }), 'matemáticas{Enter}');
    await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
    await fill(user, await screen.findByLabelText(/^Nombre/), 'Laura');
    await fill(user, screen.getByLabelText(/^Apellidos/), 'Ferrer');
    await fill(user, screen.getByLabelText(/^Correo electrónico/), 'laura@example.org');
    await fill(user, screen.getByLabelText(/^Teléfono/), '971000111');
    await user.click(screen.getByRole('button', { name: 'Enviar al servicio para validar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Faltan datos de la empresa');
    expect(screen.getByText('Dirección')).toBeInTheDocument();
    expect(screen.getByText('Localidad', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar los datos de la empresa' })).toHaveAttribute('href', '/mi-empresa');
    expect(screen.getByRole('link', { name: 'Completar mi perfil' })).toHaveAttribute('href', '/mi-perfil');
    // The last step, typed since the last save, is kept before the person leaves to complete the data.
    await waitFor(() => expect((api.callsTo('POST', '/api/Empresa/guardarBorradorOferta').at(-1) as ApiRequest).body).toMatchObject({ tutorNombre: 'Laura', paso: 3 }));
  });

  it('reopens a draft on the step it was left on, with what it held', async () => {
    const { user } = renderDraft({ paso: 2, oferta: { idPerfil: 2, titulo: 'Prácticas de desarrollo web', descripcion: 'Desarrollo web.', idProvincia: 7 } });
    expect(await screen.findByText('Borrador OF-2026-0077: solo lo ves tú hasta que lo envíes al servicio.')).toBeInTheDocument();
    expect(screen.getByText('Paso 3 de 4')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Provincia/)).toHaveValue('7'));
    await user.click(screen.getByRole('button', { name: /La oferta/ }));
    expect(await screen.findByLabelText(/Título de la oferta/)).toHaveValue('Prácticas de desarrollo web');
    // Still a draft: the profile may change until it is sent.
    expect(screen.getByRole('radio', { name: /Empleo/ })).toBeEnabled();
  });

  it('says a duplicate is a copy of its original, to be checked before it is sent', async () => {
    renderDraft({ copiaDe: { idOferta: 12, referencia: 'OF-2026-0012' }, oferta: { idPerfil: 2, titulo: 'Prácticas de marketing', descripcion: 'Campañas.' } });
    expect(await screen.findByText(/Es una copia de la oferta OF-2026-0012/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Título de la oferta/)).toHaveValue('Prácticas de marketing');
  });

  it('keeps the draft on demand, and shows it as candidates will read it before sending', async () => {
    const { user, api } = renderDraft(
      { paso: 3, oferta: { idPerfil: 2, titulo: 'Prácticas de desarrollo web', descripcion: 'Desarrollo de aplicaciones web con el equipo.' } },
      mockCall(companyOfferCalls.asCandidate, candidateView('Prácticas de desarrollo web')),
    );
    expect(await screen.findByText('Paso 4 de 4')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Nombre/), 'Laura');
    await user.click(screen.getByRole('button', { name: 'Guardar el borrador' }));
    expect(await screen.findByText('Borrador guardado.')).toBeInTheDocument();
    expect((api.callsTo('POST', '/api/Empresa/guardarBorradorOferta')[0] as ApiRequest).body).toMatchObject({ idOferta: 77, tutorNombre: 'Laura', paso: 3 });

    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(await screen.findByText('Así verán los candidatos tu oferta')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Prácticas de desarrollo web' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Empresa/guardarBorradorOferta')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/Empresa/addOferta')).toHaveLength(0);
  });
});
