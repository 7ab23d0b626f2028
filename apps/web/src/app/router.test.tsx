import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authCalls, Status, TOKEN_STORAGE_KEY } from '@portal/shared';
import { mockCall, ok } from '@/testing/api-server';
import { renderApp } from '@/app/test-app';
import { loadPage, preloadOnNavigation, preloadPageAt, type PageLoader } from './router';
import { mockApi } from '@/testing/api-server';
import { createQueryClient } from '@/lib/query-client';
import { candidaciesKeys } from '@/lib/query-keys';
import { homeQueryKeys } from '@/features/home/query-keys';
import { offerDetail } from '@/features/offers/testing/offer-data';
import { brand, candidate, companyContact, configuration, makeToken, staffMember } from '@/testing/test-data';

const candidateToken = makeToken({ rol: 'Alumno' });
const companyToken = makeToken({ rol: 'Empresa' });

describe('route guards', () => {
  it('sends an anonymous visitor of a protected page to /login, saving the path, and returns there after the login', async () => {
    const { router, user, api } = renderApp('/mis-candidaturas?orden=fecha', {
      api: mockCall(authCalls.loginCandidate, { token: candidateToken, expira: 0, rgpdPendiente: false, usuario: candidate }),
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('preLoginPath')).toBe('/mis-candidaturas?orden=fecha');

    await user.click(await screen.findByRole('link', { name: 'Acceso de estudiantes' }));
    await user.type(await screen.findByLabelText('Usuario'), 'alumno@example.org');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mis-candidaturas'));
    expect(router.state.location.search).toBe('?orden=fecha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis candidaturas' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(candidateToken);
    expect(sessionStorage.getItem('preLoginPath')).toBeNull();
    expect(api.callsTo('POST', '/api/Alumno/logaUsuario')[0]?.body).toEqual({ usuario: 'alumno@example.org', password: 'Demo1234' });
  });

  it('returns a visitor who registers instead of logging in to the saved path as well', async () => {
    const usuario = { ...candidate, nombre: 'Marta' };
    const { router, user } = renderApp('/mis-candidaturas', {
      api: { 'POST /api/Alumno/registrarUsuario': { status: Status.UserRegistered, datos: { token: candidateToken, expira: 0, rgpdPendiente: false, usuario } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await router.navigate('/registro');
    await user.type(await screen.findByLabelText('Nombre'), 'Marta');
    await user.type(screen.getByLabelText('Apellidos'), 'Soler Vidal');
    await user.type(screen.getByLabelText('Correo electrónico'), 'marta@example.net');
    await user.type(screen.getByLabelText('Número de documento'), '12345678Z');
    await user.type(screen.getByLabelText('Elige una contraseña'), 'Segura2025');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'Segura2025');
    await user.click(screen.getByLabelText('He leído y acepto la política de privacidad'));
    await user.click(screen.getByRole('button', { name: 'Crear la cuenta' }));
    await user.click(await screen.findByRole('button', { name: 'Entrar en el portal' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mis-candidaturas'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis candidaturas' })).toBeInTheDocument();
    expect(sessionStorage.getItem('preLoginPath')).toBeNull();
  });

  it('restores a stored session on start and lets the user in', async () => {
    const { router } = renderApp('/cv', { token: candidateToken, api: { 'GET /api/Alumno/editaUsuario': ok(candidate) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi CV' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cv');
    expect(screen.getByRole('link', { name: 'Hola, Laia' })).toHaveAttribute('href', '/cv');
  });

  it('sends a user of the wrong role home', async () => {
    const { router } = renderApp('/cv', { token: companyToken, api: { 'GET /api/Empresa/editaUsuario': ok(companyContact) } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Marc' })).toBeInTheDocument();
    expect(sessionStorage.getItem('preLoginPath')).toBeNull();
  });

  it('sends a logged user away from the login pages', async () => {
    const { router } = renderApp('/login/empresas', { token: companyToken, api: { 'GET /api/Empresa/editaUsuario': ok(companyContact) } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('treats an expired stored token as code 2: no call, token gone, message shown, login required', async () => {
    const expired = makeToken({ rol: 'Alumno', exp: Math.floor(Date.now() / 1000) - 10 });
    const { router, api } = renderApp('/cv', { token: expired });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Sesión caducada')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.callsTo('GET', '/api/Alumno/editaUsuario')).toHaveLength(0);
  });

  it('redirects a brand-gated page home when the brand lacks the feature', async () => {
    const withoutRegistration = configuration(brand('generic', { flags: { canRegistroAlumno: false } }));
    const { router } = renderApp('/registro', { configuration: withoutRegistration });
    // Home needs a session, so the anonymous visitor ends on /login, never on /registro.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('preLoginPath')).toBe('/');
  });

  it('opens a brand-gated page when the brand has the feature, under its Catalan alias too', async () => {
    const { router } = renderApp('/registre');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro de estudiantes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registre');
  });

  it('sends unknown paths to /', async () => {
    const { router } = renderApp('/no-existe/para-nada', { token: candidateToken, api: { 'GET /api/Alumno/editaUsuario': ok(candidate) } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the connection-error page when a page chunk fails to load', async () => {
    const { router } = renderApp('/politica-de-privacidad', {
      loadPage: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('Error de conexión, por favor revisa tu conexión')).toBeInTheDocument();
  });

  it('sends every page to maintenance while the service is in maintenance, except the admin screen', async () => {
    const { router } = renderApp('/politica-de-cookies', { configuration: configuration(brand(), { mantenimiento: true }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mantenimiento'));
    expect(await screen.findByText(/El portal está en mantenimiento/)).toBeInTheDocument();
  });
});

describe("a company's offer", () => {
  it('opens /oferta/:id as the offer reads to candidates, with the way to its candidates', async () => {
    renderApp('/oferta/7', {
      token: companyToken,
      api: {
        'GET /api/Empresa/editaUsuario': ok(companyContact),
        'GET /api/Empresa/dameDatosProcesoComoAlumno/7': ok(offerDetail({ titulo: 'Técnico/a de laboratorio' })),
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Técnico/a de laboratorio' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Así verán los candidatos tu oferta.');
    expect(screen.getByRole('link', { name: 'Ver los candidatos' })).toHaveAttribute('href', '/mis-ofertas/7');
  });
});

describe('an offer the service reviews', () => {
  const item = {
    idOferta: 7,
    urlAcceso: 'tecnico-laboratorio-7',
    referencia: 'OF-2026-0007',
    titulo: 'Técnico/a de laboratorio',
    idEmpresa: 3,
    empresa: 'Conservas La Ribera',
    idPerfil: 1,
    estado: 'pendiente',
    observaciones: null,
    fechaCreacion: '2026-11-20T10:00:00.000Z',
    fechaPublicacion: null,
    fechaDestacada: null,
    fechaCaducidad: null,
    gestor: null,
    plazas: 2,
    candidaturas: 0,
    copiaDe: null,
  };
  const notasEmpresa = { observaciones: null, tutor: null, candidatoPreferido: null, empresaDestino: null, numeroPedido: null };

  it('opens /gestion/ofertas/:id with the offer as candidates will read it, and validates it from there', async () => {
    const { user, api } = renderApp('/gestion/ofertas/7', {
      token: makeToken({ rol: 'Gestor' }),
      api: {
        'GET /api/Gestor/editaUsuario': ok(staffMember),
        'GET /api/Gestor/dameOfertaGestor/7': ok({ oferta: item, notasEmpresa, detalle: offerDetail({ titulo: 'Técnico/a de laboratorio', descripcion: 'Control de calidad de la línea de conservas.' }) }),
        'POST /api/Gestor/validaOferta': ok({ ...item, estado: 'publicada' }),
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Técnico/a de laboratorio' })).toBeInTheDocument();
    expect(screen.getByText('Control de calidad de la línea de conservas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empresa: Conservas La Ribera' })).toHaveAttribute('href', '/gestion/empresas/3');
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Gestor/validaOferta')[0]?.body).toEqual({ idOferta: 7 }));
    expect(await screen.findByText('«Técnico/a de laboratorio» publicada: los candidatos ya la ven.')).toBeInTheDocument();
  });
});

describe('the page chunk fetched ahead (preloadPageAt)', () => {
  it('starts loading the page of a Spanish or Catalan path, with parameters, and nothing for an unknown path', () => {
    const asked: string[] = [];
    const load: PageLoader = (page) => {
      asked.push(page);
      return new Promise(() => undefined);
    };
    void preloadPageAt('/ofertas-empleo', { load });
    void preloadPageAt('/ofertes-feina', { load });
    void preloadPageAt('/no-existe/para-nada', { load });
    expect(asked).toEqual(['offer-list', 'offer-list']);
  });

  it('asks for the data the page paints first when a stored session of its role opens it, and only then', async () => {
    const load: PageLoader = () => new Promise(() => undefined);
    const api = mockApi({ 'GET /api/Alumno/dameAccionesPendientes': ok({ acciones: [] }) });
    const asked = () => api.callsTo('GET', '/api/Alumno/dameAccionesPendientes').length;

    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ rol: 'Empresa' }));
    const started = [preloadPageAt('/', { load, queryClient: createQueryClient() })];
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ rol: 'Alumno', exp: Math.floor(Date.now() / 1000) - 10 }));
    started.push(preloadPageAt('/', { load, queryClient: createQueryClient() }));
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    started.push(preloadPageAt('/', { load, queryClient: createQueryClient() }));

    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ rol: 'Alumno' }));
    const queryClient = createQueryClient();
    started.push(preloadPageAt('/', { load, queryClient }));
    await waitFor(() => expect(queryClient.getQueryData(candidaciesKeys.pendingActions)).toEqual({ acciones: [] }));
    expect(asked()).toBe(1);
    // The home's sections and the company's home data leave when their chunks are in, maybe after this test's own
    // answer: all of it ends here, or the next test counts it (dameOfertasUsuario asked twice, once under load).
    await Promise.all(started);
  });

  it("asks for the candidate home's sections beside the home's chunk, not after it", async () => {
    const load: PageLoader = () => new Promise(() => undefined);
    const api = mockApi({
      'GET /api/Alumno/dameAccionesPendientes': ok({ acciones: [] }),
      'GET /api/Alumno/dameOfertasUsuario/empleo/es': ok({ ofertas: [], total: 0 }),
      'GET /api/Alumno/ofertasEncajanConUsuario': ok({ ofertas: [] }),
      'GET /api/Alumno/dameComunicaciones': ok([]),
    });
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ rol: 'Alumno' }));
    const queryClient = createQueryClient();
    const started = preloadPageAt('/', { load, queryClient });
    // The home's chunk never arrives here: every one of these went out without it.
    await waitFor(() => expect(queryClient.getQueryData(homeQueryKeys.communications('Alumno', 'es'))).toEqual([]));
    await waitFor(() => expect(queryClient.getQueryData(homeQueryKeys.latestOffers('empleo', 'es'))).toEqual([]));
    await waitFor(() => expect(queryClient.getQueryData(homeQueryKeys.fittingOffers('es'))).toEqual([]));
    await started;
    expect(api.callsTo('GET', '/api/Alumno/dameOfertasUsuario/empleo/es')).toHaveLength(1);
  });

  it("asks for the company's and the staff's home chunks and data beside the home's chunk, not after it", async () => {
    const asked: string[] = [];
    const load: PageLoader = (page) => {
      asked.push(page);
      return new Promise(() => undefined);
    };
    const api = mockApi({
      'GET /api/Empresa/dameNumProcesos': ok({ numProcesosActivosPracticas: 1, numProcesosActivosEmpleo: 2, numCandidaturasSinLeer: 0 }),
      'GET /api/Empresa/dameComunicaciones': ok([]),
      'GET /api/Gestor/dameEmpresasGestor': ok({ empresas: [], total: 0, contadores: { pendiente: 3 } }),
      'GET /api/Gestor/dameOfertasGestor': ok({ ofertas: [], total: 0, contadores: { pendiente: 4, devuelta: 1 } }),
    });
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ rol: 'Empresa' }));
    const company = createQueryClient();
    await preloadPageAt('/', { load, queryClient: company });
    expect(company.getQueryData(homeQueryKeys.processCounts)).toMatchObject({ numProcesosActivosEmpleo: 2 });

    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ rol: 'Gestor' }));
    const staff = createQueryClient();
    await preloadPageAt('/', { load, queryClient: staff });
    expect(staff.getQueryData(homeQueryKeys.staffQueues)).toBeDefined();
    // The home's own chunk was asked for each time, while it was still on its way (it never arrives here).
    expect(asked).toEqual(['home', 'home']);
    expect(api.callsTo('GET', '/api/Gestor/dameOfertasGestor')).toHaveLength(1);
  });

  it("keeps the shell painted after a login while the home's chunk loads, and sends the home's data meanwhile", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load: PageLoader = (page) => (page === 'home' ? held.then(() => loadPage(page)) : loadPage(page));
    const { router, user, api, queryClient } = renderApp('/login/empresas', {
      loadPage: load,
      api: {
        ...mockCall(authCalls.loginCompany, { token: companyToken, expira: 0, rgpdPendiente: false, usuario: companyContact }),
        'GET /api/Empresa/dameNumProcesos': ok({ numProcesosActivosPracticas: 1, numProcesosActivosEmpleo: 2, numCandidaturasSinLeer: 0 }),
        'GET /api/Empresa/dameComunicaciones': ok([]),
        'GET /api/Empresa/dameEmpresasContacto': ok({ idEmpresaActual: 10, empresas: [{ idEmpresa: 10, nombre: 'Talleres Vidal SL', validada: true }] }),
      },
    });
    const stop = preloadOnNavigation(router, queryClient);
    await user.type(await screen.findByLabelText('Usuario'), 'empresa@example.org');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    // The home's chunk is held back: the header, the section bar and the page's shape are on screen meanwhile...
    expect(await screen.findByTestId('page-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The sign-in page's heading does not title the home's shape.
    expect(screen.queryByRole('heading', { level: 1, name: 'Acceso de empresas' })).toBeNull();
    expect(await screen.findByRole('navigation', { name: 'Secciones principales' })).toBeInTheDocument();
    // ...and the home's data is already on its way.
    await waitFor(() => expect(api.callsTo('GET', '/api/Empresa/dameNumProcesos')).toHaveLength(1));
    expect(screen.queryByRole('heading', { level: 1, name: 'Hola, Marc' })).toBeNull();

    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Marc' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    stop();
  });

  it('leaves a failed fetch to the router, which reports it when the page is opened', async () => {
    const failing: PageLoader = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(() => preloadPageAt('/cv', { load: failing })).not.toThrow();
    // An unhandled rejection would fail the run; give it a turn to surface.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
