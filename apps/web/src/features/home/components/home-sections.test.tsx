import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventCard, Guide } from '@portal/shared';
import { heldAnswer, ok, type ApiHandler } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, candidate, companyContact, configuration } from '@/testing/test-data';
import HomePage from '../routes/home';

const event = (overrides: Partial<EventCard>): EventCard => ({
  idEvento: 1,
  titulo: 'Charla: trabajar en Europa',
  categoria: 'charla',
  fecha: '2030-05-14T10:00:00.000Z',
  lugar: 'Sala de grados',
  ulrImagenPrincipal: 'data:image/svg+xml,%3Csvg%2F%3E',
  destacado: false,
  urlAcceso: 'charla-trabajar-en-europa-2030-05-14',
  entradilla: 'EURES explica cómo buscar empleo en la Unión Europea.',
  caducado: false,
  ...overrides,
});

const guides: Guide[] = [
  { id: 1, titulo: 'Cómo preparar tu currículum', descripcion: 'Estructura, extensión y errores frecuentes.', urlFichero: '/api/Alumno/dameFicheroGuiaOrientacion/1', ulrImagen: 'data:image/svg+xml,%3Csvg%2F%3E' },
  { id: 2, titulo: 'Prácticas en el extranjero', descripcion: 'Programas y becas.', urlFichero: 'https://www.example.org/guias/practicas-extranjero.pdf', ulrImagen: null },
];

const candidateApi: Record<string, ApiHandler> = {
  'GET /api/Alumno/dameComunicaciones': ok([
    { id: 4, fechaDesde: '2030-03-02', fechaHasta: null, descripcion: 'Feria de empleo: inscríbete en las entrevistas rápidas.', enlace: 'https://www.example.org/feria-empleo' },
    { id: 3, fechaDesde: '2030-02-20', fechaHasta: '2030-04-01', descripcion: 'Abierta la convocatoria de prácticas de verano.', enlace: null },
  ]),
  'GET /api/Alumno/dameEncuestasUsuario': ok([]),
  'GET /api/Alumno/dameEventos': ok([
    event({}),
    event({ idEvento: 2, titulo: 'Feria de empleo de primavera', categoria: 'feria-empleo', destacado: true, urlAcceso: 'feria-2030' }),
    event({ idEvento: 3, titulo: 'Encuentro de antiguos alumnos', categoria: 'encuentro-antiguos', urlAcceso: 'encuentro-2030' }),
  ]),
  'GET /api/Alumno/dameGuiaOrientacion': ok(guides),
  'GET /api/Alumno/dameAccionesPendientes': ok({ preinscripciones: [], datosPersonalesPendientes: [], documentosOfertas: [], documentosPracticas: [], total: 0 }),
  'GET /api/Alumno/ofertasEncajanConUsuario': ok({ ofertas: [] }),
};

const fitting = {
  urlAcceso: '',
  referencia: 'R-1',
  titulo: '',
  idPerfil: 1 as 1 | 2,
  textoPerfilOferta: 'Empleo',
  empresa: 'Datalia',
  idProvincia: 28,
  provincia: 'Madrid',
  isla: null,
  localidad: 'Madrid',
  pais: null,
  fecha: '01/03/2030',
  fechaDestacada: null,
  fechaCaducidad: null,
  caducada: false,
  caducaPronto: false,
  idContrato: null,
  contrato: null,
  salario: null,
  salarioMaximo: null,
  ayudaMensual: null,
  modalidad: null,
  plazas: 1,
  etiquetas: [],
  tfgTfm: false,
  internacional: false,
  inscripcionExterna: false,
  inscrito: false,
};

const renderHome = (options: Parameters<typeof renderPage>[2]) => renderPage('/', tableRoute('home', <HomePage />), options);

describe('home sections', () => {
  it("shows the candidate's communications with date and link; surveys wait for their pages", async () => {
    renderHome({ user: candidate, api: candidateApi });
    const communications = await screen.findByRole('region', { name: 'Comunicaciones' });
    const items = await within(communications).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('2 de marzo de 2030');
    expect(items[0]).toHaveTextContent('Feria de empleo: inscríbete en las entrevistas rápidas.');
    const more = within(items[0]!).getByRole('link', { name: 'Más información (se abre en una pestaña nueva)' });
    expect(more).toHaveAttribute('href', 'https://www.example.org/feria-empleo');
    expect(more).toHaveAttribute('target', '_blank');
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();

    expect(screen.queryByRole('region', { name: 'Encuestas pendientes' })).not.toBeInTheDocument();
  });

  it('puts what waits for the candidate first: a pre-enrolment to answer and the CV data left empty', async () => {
    renderHome({
      user: candidate,
      api: {
        ...candidateApi,
        'GET /api/Alumno/dameAccionesPendientes': ok({
          preinscripciones: [{ urlOferta: 'practicas-datos-9018', titulo: 'Prácticas de datos', empresa: 'Datalia', idPerfil: 2 }],
          datosPersonalesPendientes: ['movil'],
          documentosOfertas: [],
          documentosPracticas: [],
          total: 2,
        }),
      },
    });
    const pending = await screen.findByRole('region', { name: 'Tienes 2 cosas pendientes' });
    expect(pending).toHaveTextContent('El servicio te ha preinscrito en las prácticas «Prácticas de datos»');
    expect(within(pending).getByRole('link', { name: 'Responder: Prácticas de datos' })).toHaveAttribute('href', '/mis-candidaturas/practicas-datos-9018');
    expect(pending).toHaveTextContent('A tu CV le faltan datos obligatorios: Teléfono móvil.');
    expect(within(pending).getByRole('link', { name: 'Completar mi CV' })).toHaveAttribute('href', '/cv#cv-datos-personales');
  });

  it('draws the offers and their tabs once what waits for the candidate is in, above them: nothing moves under a tap', async () => {
    const pendingAnswer = heldAnswer(
      ok({
        preinscripciones: [{ urlOferta: 'practicas-datos-9018', titulo: 'Prácticas de datos', empresa: 'Datalia', idPerfil: 2 }],
        datosPersonalesPendientes: [],
        documentosOfertas: [],
        documentosPracticas: [],
        total: 1,
      }),
    );
    renderHome({ user: candidate, api: { ...candidateApi, 'GET /api/Alumno/dameAccionesPendientes': pendingAnswer.handler } });
    expect((await screen.findByText('Comprobando lo que tienes pendiente…')).closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('region', { name: 'Comunicaciones' })).not.toBeInTheDocument();

    pendingAnswer.release();
    const pending = await screen.findByRole('region', { name: 'Tienes 1 cosa pendiente' });
    const communications = await screen.findByRole('region', { name: 'Comunicaciones' });
    expect(pending.compareDocumentPosition(communications) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Comprobando lo que tienes pendiente…')).not.toBeInTheDocument();
  });

  it('lists the documents an enrolment or a pending internship waits for, each with the page that takes them', async () => {
    renderHome({
      user: candidate,
      api: {
        ...candidateApi,
        'GET /api/Alumno/dameAccionesPendientes': ok({
          preinscripciones: [],
          datosPersonalesPendientes: [],
          documentosOfertas: [{ urlOferta: 'analista-9004', titulo: 'Analista programador/a', documentos: ['Expediente académico', 'Carta de presentación'] }],
          documentosPracticas: [
            { idPractica: 7, empresa: 'Hoteles Alameda' },
            { idPractica: 8, empresa: null },
          ],
          total: 3,
        }),
      },
    });
    const pending = await screen.findByRole('region', { name: 'Tienes 3 cosas pendientes' });
    const items = within(pending).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('La oferta «Analista programador/a» espera documentación que aún no has aportado: Expediente académico, Carta de presentación.');
    expect(within(items[0]!).getByRole('link', { name: 'Aportar la documentación: Analista programador/a' })).toHaveAttribute('href', '/cv#cv-documentos');
    expect(items[1]).toHaveTextContent('Tus prácticas en Hoteles Alameda esperan tu formulario de prácticas para empezar.');
    expect(within(items[1]!).getByRole('link', { name: 'Subir el formulario: Hoteles Alameda' })).toHaveAttribute('href', '/mis-practicas');
    expect(items[2]).toHaveTextContent('Tus prácticas pendientes esperan tu formulario de prácticas para empezar.');
  });

  it('shows the offers that fit the CV, of both types', async () => {
    renderHome({
      user: candidate,
      api: {
        ...candidateApi,
        'GET /api/Alumno/ofertasEncajanConUsuario': ok({
          ofertas: [{ ...fitting, urlAcceso: 'web-1', titulo: 'Prácticas web', idPerfil: 2 }, { ...fitting, urlAcceso: 'java-2', titulo: 'Backend Java', idPerfil: 1 }],
        }),
      },
    });
    const section = await screen.findByRole('region', { name: 'Ofertas que encajan contigo' });
    expect(await within(section).findByRole('link', { name: 'Prácticas web' })).toHaveAttribute('href', '/ofertas-practicas/web-1');
    expect(within(section).getByRole('link', { name: 'Backend Java' })).toHaveAttribute('href', '/ofertas-empleo/java-2');
  });

  it('asks for the next three events and shows their cards: category, featured flag, title link, date, place', async () => {
    const { api } = renderHome({ user: candidate, api: candidateApi });
    const events = await screen.findByRole('region', { name: 'Próximos eventos' });
    const cards = await within(events).findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(api.callsTo('GET', '/api/Alumno/dameEventos').map((request) => request.search.toString())).toContain('proximos=3');

    expect(cards[0]).toHaveTextContent('Charla');
    expect(cards[0]).toHaveTextContent('Sala de grados');
    expect(cards[0]).toHaveTextContent(/14 de mayo/);
    expect(cards[0]).toHaveStyle({ backgroundImage: 'url("data:image/svg+xml,%3Csvg%2F%3E")' });
    // The title leads to the event's page, where the candidate enrols.
    expect(within(cards[0]!).getByRole('link', { name: 'Charla: trabajar en Europa' })).toHaveAttribute('href', '/eventos/1');
    expect(cards[1]).toHaveTextContent('Feria de empleo');
    expect(cards[1]).toHaveTextContent('Destacado');
    expect(cards[0]).not.toHaveTextContent('Destacado');
    expect(cards[2]).toHaveTextContent('Encuentro antiguos');
    expect(within(events).getByRole('link', { name: 'Ver todos los eventos' })).toHaveAttribute('href', '/eventos');
  });

  it('shows four guides at most with an expandable description, and downloads a stored guide with the token', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:guide'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const guideFile = () =>
      new Response('%PDF-1.4', {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "inline; filename=\"guia.pdf\"; filename*=UTF-8''gu%C3%ADa-curr%C3%ADculum.pdf" },
      });
    const view = renderHome({ user: candidate, api: { ...candidateApi, 'GET /api/Alumno/dameFicheroGuiaOrientacion/1': guideFile } });
    const section = await screen.findByRole('region', { name: 'Guías de orientación' });
    await within(section).findAllByRole('article');
    expect(view.api.callsTo('GET', '/api/Alumno/dameGuiaOrientacion').map((request) => request.search.toString())).toContain('limite=4');

    const toggle = within(section).getByRole('button', { name: 'Ver la descripción: Cómo preparar tu currículum' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).getByText('Estructura, extensión y errores frecuentes.')).not.toBeVisible();
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).getByText('Estructura, extensión y errores frecuentes.')).toBeVisible();

    expect(within(section).getByRole('link', { name: 'Abrir la guía: Prácticas en el extranjero (se abre en una pestaña nueva)' })).toHaveAttribute(
      'href',
      'https://www.example.org/guias/practicas-extranjero.pdf',
    );

    await view.user.click(within(section).getByRole('button', { name: 'Descargar la guía: Cómo preparar tu currículum' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('guía-currículum.pdf');
    const [download] = view.api.callsTo('GET', '/api/Alumno/dameFicheroGuiaOrientacion/1');
    expect(download?.headers.authorization).toMatch(/^Bearer /);
  });

  it('leaves out events and guides, and does not ask for them, when the brand has none', async () => {
    const { api } = renderHome({
      user: candidate,
      api: candidateApi,
      configuration: configuration(brand('generic', { flags: { hasEventos: false, hasGuiasOrientacion: false } })),
    });
    await screen.findByRole('region', { name: 'Comunicaciones' });
    expect(screen.queryByRole('region', { name: 'Próximos eventos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Guías de orientación' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/Alumno/dameEventos')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/Alumno/dameGuiaOrientacion')).toHaveLength(0);
  });

  it("shows the company's communications on the company home", async () => {
    renderHome({
      user: companyContact,
      api: {
        'GET /api/Empresa/dameComunicaciones': ok([
          { id: 9, fechaDesde: '2030-03-05', fechaHasta: null, descripcion: 'Recuerde tener el convenio firmado y vigente.', enlace: null },
        ]),
      },
    });
    const section = await screen.findByRole('region', { name: 'Comunicaciones' });
    expect(await within(section).findByText('Recuerde tener el convenio firmado y vigente.')).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    renderHome({
      user: candidate,
      api: { ...candidateApi, 'GET /api/Alumno/dameComunicaciones': ok([]), 'GET /api/Alumno/dameEventos': ok([]), 'GET /api/Alumno/dameGuiaOrientacion': ok([]) },
    });
    expect(await screen.findByText('No hay comunicaciones del servicio en este momento.')).toBeInTheDocument();
    expect(await screen.findByText('No hay eventos programados próximamente.')).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay guías de orientación.')).toBeInTheDocument();
  });
});
