import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Status, type OfferSummary } from '@portal/shared';
import { fail, ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate } from '@/testing/test-data';
import { offerSummary } from '../testing/offer-data';
import OfferListPage from './offer-list';

const LIST = '/api/Alumno/dameOfertasUsuario/empleo/es';
const CV = '/api/Alumno/dameCvUsuario';
/** The part of the CV the list reads: the degree it opens filtered by. */
const cvStudying = (idTitulacion: number | null) => ({ estudios: idTitulacion === null ? [] : [{ idTitulacion, finalizado: false, fechaBaja: null }] });
const OPTIONS = '/api/Alumno/dameOpcionesFiltroOfertas/empleo/es';

const options = {
  salarios: [30000, 18500, 24000],
  contratos: [{ id: 1, nombre: 'Indefinido' }],
  titulaciones: [{ id: 1001, nombre: 'Grado en Ingeniería Informática' }],
  areasTitulaciones: [{ id: 5, nombre: 'Ingeniería y Arquitectura' }],
  provincias: [
    { id: 8, nombre: 'Barcelona' },
    { id: 28, nombre: 'Madrid' },
  ],
  localidades: ['Madrid'],
  etiquetas: ['Desarrollo web'],
  modalidades: ['presencial', 'remoto'],
};

const offers = (count: number, from = 1): OfferSummary[] =>
  Array.from({ length: count }, (_, index) => offerSummary({ urlAcceso: `oferta-${from + index}`, titulo: `Oferta número ${from + index}` }));

/** The query strings the page sent to one call. */
function queriesTo(api: { callsTo: (method: string, path: string) => ApiRequest[] }, path: string): URLSearchParams[] {
  return api.callsTo('GET', path).map((request) => request.search);
}

function renderList(path = '/ofertas-empleo', api: Record<string, Parameters<typeof ok>[0] | ((request: ApiRequest) => ReturnType<typeof ok>)> = {}) {
  return renderPage(path, [...tableRoute('job-offers', <OfferListPage />), ...tableRoute('internship-offers', <OfferListPage />)], {
    user: candidate,
    api: {
      [`GET ${LIST}`]: ok({ ofertas: offers(3), numTotal: 3, pagina: 1, porPagina: 20 }),
      [`GET ${OPTIONS}`]: ok(options),
      'GET /api/Alumno/dameBusquedasGuardadas': ok([]),
      'GET /api/Alumno/dameAlertasBusqueda': ok({ ids: [] }),
      [`GET ${CV}`]: ok(cvStudying(null)),
      ...Object.fromEntries(Object.entries(api).map(([key, value]) => [key, typeof value === 'function' ? value : ok(value)])),
    },
  });
}

// The degree preset is applied once per browser session: each test starts a new one.
beforeEach(() => sessionStorage.clear());

describe('offers list', () => {
  it('on the first visit, waits for the student\'s degree and asks only for the list filtered by it', async () => {
    const cv = vi.fn(() => ok(cvStudying(1001)));
    const { api, router } = renderList('/ofertas-empleo', { [`GET ${CV}`]: cv });
    // Three calls one after the other (the CV, then the list): more than the default second on a busy machine.
    await waitFor(() => expect(router.state.location.search).toBe('?titulacion=1001'));
    expect(await screen.findByRole('heading', { level: 2, name: '3 ofertas' })).toBeInTheDocument();
    // No unfiltered list was asked for (and shown) before the preset, to be replaced under the student's finger.
    expect(queriesTo(api, LIST).map((query) => query.get('titulacion'))).toEqual(['1001']);
    expect(cv).toHaveBeenCalled();
  });

  it('shows the total and the offers of the first page, each card with its facts and link', async () => {
    const { api } = renderList('/ofertas-empleo', {
      [`GET ${LIST}`]: {
        ofertas: [
          offerSummary({ fechaDestacada: '21/11/2026', inscrito: true }),
          offerSummary({ urlAcceso: 'oculta-1', titulo: 'Oferta sin empresa', empresa: null, salario: null, salarioMaximo: null }),
        ],
        numTotal: 2,
        pagina: 1,
        porPagina: 20,
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: '2 ofertas' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Desarrollador/a backend junior' })).toHaveAttribute('href', '/ofertas-empleo/desarrollador-backend-9001');
    expect(first.getByText('Destacada')).toBeInTheDocument();
    expect(first.getByText('Inscrito/a')).toBeInTheDocument();
    expect(first.getByText('Salario: 24.000 € – 29.000 €')).toBeInTheDocument();
    expect(first.getByText('Publicada el 20/11/2026')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Empresa confidencial')).toBeInTheDocument();
    expect(queriesTo(api, LIST)[0]?.toString()).toBe('pagina=1&porPagina=20');
  });

  it('sends the filters of the address, and a search or a switch changes the address and the call', async () => {
    const { user, api, router } = renderList('/ofertas-empleo?provincia=28&historial=true&bogus=1');
    await screen.findByRole('heading', { level: 2, name: '3 ofertas' });
    expect(queriesTo(api, LIST)[0]?.get('provincia')).toBe('28');
    expect(queriesTo(api, LIST)[0]?.get('historial')).toBe('true');
    expect(queriesTo(api, LIST)[0]?.has('bogus')).toBe(false);
    // The panel's own choices are read without the chosen ones: choosing Madrid still offers every province.
    expect(queriesTo(api, OPTIONS)[0]?.has('provincia')).toBe(false);
    expect(queriesTo(api, OPTIONS)[0]?.get('historial')).toBe('true');
    // An advanced filter in the address opens the advanced part.
    expect(screen.getByRole('button', { name: 'Menos filtros' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Ofertas que he visto (historial)')).toBeChecked();
    expect(await screen.findByRole('option', { name: 'Madrid', selected: true })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Buscar en el título'), 'java');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(screen.getByLabelText('Solo las que encajan con mi CV'));
    await waitFor(() => expect(router.state.location.search).toBe('?texto=java&provincia=28&encajaConmigo=true&historial=true'));
    await waitFor(() => expect(queriesTo(api, LIST).at(-1)?.get('encajaConmigo')).toBe('true'));
    expect(queriesTo(api, LIST).at(-1)?.get('texto')).toBe('java');

    await user.click(screen.getByRole('button', { name: 'Quitar el filtro Provincia: Madrid' }));
    await waitFor(() => expect(router.state.location.search).toBe('?texto=java&encajaConmigo=true&historial=true'));
    await user.click(screen.getByRole('button', { name: 'Quitar todos los filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('lists salaries from low to high (spec: sorted numerically)', async () => {
    const { user } = renderList('/ofertas-empleo');
    await screen.findByRole('heading', { level: 2, name: '3 ofertas' });
    await user.click(screen.getByRole('button', { name: 'Más filtros' }));
    const salary = screen.getByLabelText('Salario mínimo');
    // Intl puts a no-break space before the euro sign.
    expect(within(salary).getAllByRole('option').map((option) => option.textContent?.replace(/\s/g, ' '))).toEqual([
      'Cualquier importe',
      'Desde 18.500 €',
      'Desde 24.000 €',
      'Desde 30.000 €',
    ]);
    await user.selectOptions(salary, '24000');
    expect(await screen.findByRole('button', { name: /^Quitar el filtro Importe: Desde 24\.000\s€$/ })).toBeInTheDocument();
  });

  it('loads the next page on demand and moves the focus to the first new offer', async () => {
    let page = 0;
    const { user, api } = renderList('/ofertas-empleo', {
      [`GET ${LIST}`]: () => {
        page += 1;
        return ok({ ofertas: page === 1 ? offers(20) : offers(5, 21), numTotal: 25, pagina: page, porPagina: 20 });
      },
    });
    expect(await screen.findByText('Se muestran 20 de 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más ofertas' }));
    expect(await screen.findByText('Se muestran 25 de 25')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByRole('link', { name: 'Oferta número 21' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cargar más ofertas' })).not.toBeInTheDocument();
    expect(queriesTo(api, LIST).map((query) => query.get('pagina'))).toEqual(['1', '2']);
  });

  it('says when no offer matches and offers to see them all', async () => {
    const { user, router } = renderList('/ofertas-empleo?texto=cocinero', { [`GET ${LIST}`]: { ofertas: [], numTotal: 0, pagina: 1, porPagina: 20 } });
    expect(await screen.findByText('Ninguna oferta cumple estos filtros.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todas las ofertas' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('saves the current filters under a name, applies a saved search and deletes one', async () => {
    let saved: { id: number; nombre: string; tipo: string; filtros: Record<string, unknown>; fecha: string }[] = [
      { id: 7, nombre: 'Remoto en Barcelona', tipo: 'empleo', filtros: { provincia: 8, modalidad: 'remoto' }, fecha: '01/11/2026' },
    ];
    const { user, api, router } = renderList('/ofertas-empleo?texto=java&encajaConmigo=true', {
      'GET /api/Alumno/dameBusquedasGuardadas': () => ok(saved),
      'POST /api/Alumno/guardaBusqueda': (request: ApiRequest) => {
        const body = request.body as { nombre: string };
        saved = [{ id: 8, nombre: body.nombre, tipo: 'empleo', filtros: { texto: 'java', encajaConmigo: true }, fecha: '22/11/2026' }, ...saved];
        return ok(saved[0]);
      },
      'POST /api/Alumno/eliminaBusqueda': (request: ApiRequest) => {
        saved = saved.filter((search) => search.id !== (request.body as { id: number }).id);
        return ok({ id: 7 });
      },
    });
    await screen.findByRole('heading', { level: 2, name: '3 ofertas' });
    await user.click(await screen.findByRole('button', { name: 'Guardar esta búsqueda' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByLabelText('Nombre de la búsqueda')).toHaveAccessibleDescription(expect.stringContaining('Este campo es requerido')));
    await user.type(screen.getByLabelText('Nombre de la búsqueda'), 'Java a mi medida');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Búsqueda guardada.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/guardaBusqueda')[0]?.body).toEqual({
      nombre: 'Java a mi medida',
      tipo: 'empleo',
      filtros: { texto: 'java', encajaConmigo: true },
    });
    expect(await screen.findByRole('button', { name: 'Java a mi medida' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Remoto en Barcelona' }));
    await waitFor(() => expect(router.state.location.search).toBe('?provincia=8&modalidad=remoto'));

    await user.click(screen.getByRole('button', { name: 'Eliminar la búsqueda «Remoto en Barcelona»' }));
    expect(await screen.findByText('Búsqueda eliminada.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/eliminaBusqueda')[0]?.body).toEqual({ id: 7 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remoto en Barcelona' })).not.toBeInTheDocument());
  });

  it('turns the alert of a saved search on and off with its bell, and offers none for the history list', async () => {
    let watched: number[] = [];
    const { user, api } = renderList('/ofertas-empleo', {
      'GET /api/Alumno/dameBusquedasGuardadas': [
        { id: 7, nombre: 'Remoto en Barcelona', tipo: 'empleo', filtros: { provincia: 8, modalidad: 'remoto' }, fecha: '01/11/2026' },
        { id: 9, nombre: 'Lo que he visto', tipo: 'empleo', filtros: { historial: true }, fecha: '02/11/2026' },
      ],
      'GET /api/Alumno/dameAlertasBusqueda': () => ok({ ids: watched }),
      'POST /api/Alumno/editAlertaBusqueda': (request: ApiRequest) => {
        const body = request.body as { id: number; alerta: boolean };
        watched = body.alerta ? [body.id] : [];
        return ok(body);
      },
    });
    const bell = await screen.findByRole('button', { name: 'Avisarme de ofertas nuevas de «Remoto en Barcelona»' });
    expect(bell).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: /avisarme.*Lo que he visto/i })).not.toBeInTheDocument();
    await user.click(bell);
    expect(await screen.findByText('Te avisaremos una vez al día de las ofertas nuevas de esta búsqueda.')).toBeInTheDocument();
    const on = await screen.findByRole('button', { name: 'Dejar de avisarme de «Remoto en Barcelona»' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    await user.click(on);
    expect(await screen.findByText('Ya no te avisaremos de esta búsqueda.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/editAlertaBusqueda').map((call) => call.body)).toEqual([
      { id: 7, alerta: true },
      { id: 7, alerta: false },
    ]);
  });

  it('explains the limit of saved searches (48)', async () => {
    const { user } = renderList('/ofertas-empleo?texto=java', { 'POST /api/Alumno/guardaBusqueda': () => fail(Status.ActionNotAllowed) });
    await user.click(await screen.findByRole('button', { name: 'Guardar esta búsqueda' }));
    await user.type(screen.getByLabelText('Nombre de la búsqueda'), 'Una más');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya tienes 20 búsquedas guardadas, el máximo.');
  });

  it('on a phone keeps the filters in a drawer behind a button that counts them', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const { user, router } = renderList('/ofertas-empleo?encajaConmigo=true');
    await screen.findByRole('heading', { level: 2, name: '3 ofertas' });
    expect(screen.queryByLabelText('Buscar en el título')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtros (1)' }));
    const drawer = screen.getByRole('dialog', { name: 'Filtrar ofertas' });
    await user.click(within(drawer).getByLabelText('Solo las que caducan en 7 días o menos'));
    await waitFor(() => expect(router.state.location.search).toBe('?caducanPronto=true&encajaConmigo=true'));
    await user.click(within(drawer).getByRole('button', { name: 'Ver 3 ofertas' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists internship offers on the internship path, with the grant filter', async () => {
    const { user } = renderList('/ofertas-practicas', {
      'GET /api/Alumno/dameOfertasUsuario/practicas/es': {
        ofertas: [offerSummary({ idPerfil: 2, urlAcceso: 'practicas-web', titulo: 'Prácticas web', ayudaMensual: 600, salario: null, salarioMaximo: null, contrato: null })],
        numTotal: 1,
        pagina: 1,
        porPagina: 20,
      },
      'GET /api/Alumno/dameOpcionesFiltroOfertas/practicas/es': { ...options, salarios: [600], contratos: [] },
    });
    expect(await screen.findByRole('heading', { level: 2, name: '1 oferta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prácticas web' })).toHaveAttribute('href', '/ofertas-practicas/practicas-web');
    expect(screen.getByText('Ayuda: 600 € al mes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Más filtros' }));
    expect(screen.getByLabelText('Ayuda mensual mínima')).toBeInTheDocument();
    expect(screen.queryByLabelText('Tipo de contrato')).not.toBeInTheDocument();
  });
});
