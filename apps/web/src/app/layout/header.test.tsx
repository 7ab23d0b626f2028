import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/testing/api-server';
import { renderApp } from '@/app/test-app';
import { showNotice, showNoticeOn } from '@/lib/notices';
import { Status } from '@portal/shared';
import { brand, candidate, companyContact, configuration, makeToken, staffMember } from '@/testing/test-data';

const asCandidate = (marca = brand()) => ({
  configuration: configuration(marca),
  token: makeToken({ rol: 'Alumno' }),
  api: { 'GET /api/Alumno/editaUsuario': ok(candidate) },
});

const nothingPending = { preinscripciones: [], datosPersonalesPendientes: [], documentosOfertas: [], documentosPracticas: [], total: 0, baja: null };

describe('header menu', () => {
  it('opens the slide-in menu from the Menú button, traps focus, and closes with Escape back to the button', async () => {
    const { user } = renderApp('/', asCandidate());
    const menuButton = await screen.findByRole('button', { name: 'Menú' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    const menu = screen.getByRole('dialog', { name: 'Menú' });
    expect(within(menu).getByRole('link', { name: 'Ofertas de prácticas' })).toHaveAttribute('href', '/ofertas-practicas');
    expect(within(menu).getByRole('link', { name: 'Mi CV' })).toHaveAttribute('href', '/cv');
    expect(within(menu).getByRole('button', { name: 'Cerrar' })).toHaveFocus();

    // Shift+Tab from the first element wraps to the last one, inside the menu.
    await user.tab({ shift: true });
    expect(within(menu).getByRole('button', { name: 'Solicitar la baja' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('hides internship offers in the menu of a cycles-only brand', async () => {
    const { user } = renderApp('/', {
      ...asCandidate(brand('fpcat')),
      // "Les meves pràctiques" is listed for a candidate who has internships; the menu only counts them.
      api: { 'GET /api/Alumno/editaUsuario': ok(candidate), 'GET /api/Alumno/damePracticasAlumno': ok([{ idPractica: 1 }]) },
    });
    await user.click(await screen.findByRole('button', { name: 'Menú' }));
    const menu = screen.getByRole('dialog', { name: 'Menú' });
    expect(within(menu).queryByRole('link', { name: 'Ofertes de pràctiques' })).toBeNull();
    expect(await within(menu).findByRole('link', { name: 'Les meves pràctiques' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Ofertes de feina' })).toHaveAttribute('href', '/ofertes-feina');
  });

  it('asks before requesting the account deletion and shows the catalogue text of the answer', async () => {
    const { user, api } = renderApp('/', {
      ...asCandidate(),
      api: { 'GET /api/Alumno/editaUsuario': ok(candidate), 'POST /api/Alumno/solicitarBajaServicio': fail(606) },
    });
    await user.click(await screen.findByRole('button', { name: 'Menú' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar la baja' }));

    // The dialog is a chunk of its own, loaded when asked for.
    const dialog = await screen.findByRole('alertdialog', { name: 'Baja del servicio' });
    expect(dialog).toHaveTextContent('Desea solicitar la baja del servicio y la supresión de sus datos personales?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.callsTo('POST', '/api/Alumno/solicitarBajaServicio')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar la baja' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/solicitarBajaServicio')).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no encontrado');
  });

  it('confirms a received deletion request with the catalogue notice 520', async () => {
    const { user } = renderApp('/', {
      ...asCandidate(),
      api: {
        'GET /api/Alumno/editaUsuario': ok(candidate),
        'POST /api/Alumno/solicitarBajaServicio': { status: 520, datos: { fechaSupresion: '2026-12-22T00:00:00.000Z' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Menú' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar la baja' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud de baja recibida');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a pending deletion under the header with its date, and keeps the account in one click (notice 537)', async () => {
    let pending: { solicitada: string; supresion: string } | null = { solicitada: '2026-11-28T10:00:00.000Z', supresion: '2026-12-28T10:00:00.000Z' };
    const { user, api } = renderApp('/', {
      ...asCandidate(),
      api: {
        'GET /api/Alumno/editaUsuario': ok(candidate),
        'GET /api/Alumno/dameAccionesPendientes': () => ok({ ...nothingPending, baja: pending }),
        'POST /api/Alumno/anularBajaServicio': () => {
          pending = null;
          return { status: 537, datos: null };
        },
      },
    });
    const banner = await screen.findByRole('complementary', { name: 'Baja del servicio' });
    expect(banner).toHaveTextContent('Has solicitado la baja: el 28 de diciembre de 2026 suprimiremos tus datos y tu cuenta.');
    await user.click(within(banner).getByRole('button', { name: 'Mantener mi cuenta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud de baja anulada');
    expect(api.callsTo('POST', '/api/Alumno/anularBajaServicio')).toHaveLength(1);
    // The pending actions are read again: no request, no banner.
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Baja del servicio' })).not.toBeInTheDocument());
  });

  it("with a request pending, the menu's deletion says when the data goes and offers to keep the account instead", async () => {
    const { user, api } = renderApp('/', {
      ...asCandidate(),
      api: {
        'GET /api/Alumno/editaUsuario': ok(candidate),
        'GET /api/Alumno/dameAccionesPendientes': ok({ ...nothingPending, baja: { solicitada: '2026-11-28T10:00:00.000Z', supresion: '2026-12-28T10:00:00.000Z' } }),
        'POST /api/Alumno/anularBajaServicio': { status: 537, datos: null },
      },
    });
    await screen.findByRole('complementary', { name: 'Baja del servicio' });
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar la baja' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Baja del servicio' });
    expect(dialog).toHaveTextContent('Solicitaste la baja el 28 de noviembre de 2026. El 28 de diciembre de 2026 suprimiremos tus datos personales');
    expect(dialog).toHaveTextContent('¿Quieres anular la solicitud y mantener tu cuenta?');
    await user.click(within(dialog).getByRole('button', { name: 'Mantener mi cuenta' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/anularBajaServicio')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/solicitarBajaServicio')).toHaveLength(0);
    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud de baja anulada');
  });

  it('has no deletion item for a brand without canBorrarCuenta, and no deletion for companies', async () => {
    const { user } = renderApp('/', asCandidate(brand('generic', { flags: { canBorrarCuenta: false } })));
    await user.click(await screen.findByRole('button', { name: 'Menú' }));
    expect(screen.queryByRole('button', { name: 'Solicitar la baja' })).not.toBeInTheDocument();
  });

  it('greets a company contact with a link to the profile and logs out from the menu', async () => {
    const { user, router } = renderApp('/', {
      token: makeToken({ rol: 'Empresa' }),
      api: { 'GET /api/Empresa/editaUsuario': ok(companyContact) },
    });
    expect(await screen.findByRole('link', { name: 'Hola, Marc' })).toHaveAttribute('href', '/mi-perfil');
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    // Asked first: Cancel keeps the session.
    let dialog = screen.getByRole('alertdialog', { name: '¿Cerrar la sesión?' });
    expect(dialog).toHaveAccessibleDescription('Para volver tendrás que entrar de nuevo con tu correo y tu contraseña.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(localStorage.getItem('_token')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    dialog = screen.getByRole('alertdialog', { name: '¿Cerrar la sesión?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar la sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('_token')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
  });

  it("shows a company contact the company they act for, and switches to another of their companies from the header", async () => {
    const other = { ...companyContact, idEmpresa: 11, nombreEmpresa: 'Vidal Nàutica' };
    const newToken = makeToken({ rol: 'Empresa', emp: 11 });
    const { user, api, router } = renderApp('/mis-ofertas', {
      token: makeToken({ rol: 'Empresa' }),
      api: {
        'GET /api/Empresa/editaUsuario': ok(companyContact),
        'GET /api/Empresa/dameEmpresasContacto': ok({
          idEmpresaActual: 10,
          empresas: [
            { idEmpresa: 10, nombre: 'Talleres Vidal SL', validada: true },
            { idEmpresa: 11, nombre: 'Vidal Nàutica', validada: true },
          ],
        }),
        'POST /api/Empresa/cambiaEmpresa': ok({ token: newToken, expira: 0, rgpdPendiente: false, usuario: other }),
      },
    });
    const switcher = await screen.findByRole('button', { name: 'Actúas en nombre de Talleres Vidal SL' });
    expect(switcher).toHaveAttribute('aria-expanded', 'false');
    await user.click(switcher);
    const choices = screen.getByRole('group', { name: 'Cambiar de empresa' });
    expect(within(choices).queryByRole('button', { name: 'Talleres Vidal SL' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(switcher).toHaveAttribute('aria-expanded', 'false');
    expect(switcher).toHaveFocus();

    await user.click(switcher);
    await user.click(within(screen.getByRole('group', { name: 'Cambiar de empresa' })).getByRole('button', { name: 'Vidal Nàutica' }));
    expect(await screen.findByRole('button', { name: 'Actúas en nombre de Vidal Nàutica' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Empresa/cambiaEmpresa')[0]!.body).toEqual({ idEmpresa: 11 });
    expect(localStorage.getItem('_token')).toBe(newToken);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('names the company of a contact of one company, with nothing to switch to', async () => {
    renderApp('/mis-ofertas', {
      token: makeToken({ rol: 'Empresa' }),
      api: {
        'GET /api/Empresa/editaUsuario': ok(companyContact),
        'GET /api/Empresa/dameEmpresasContacto': ok({ idEmpresaActual: 10, empresas: [{ idEmpresa: 10, nombre: 'Talleres Vidal SL', validada: true }] }),
      },
    });
    expect(await screen.findByText('Actúas en nombre de Talleres Vidal SL')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actúas en nombre de/ })).toBeNull();
  });

  it('shows each role its main places in the section bar, and no menu entry for a section without a page yet', async () => {
    renderApp('/mis-ofertas', { token: makeToken({ rol: 'Empresa' }), api: { 'GET /api/Empresa/editaUsuario': ok(companyContact) } });
    const bar = await screen.findByRole('navigation', { name: 'Secciones principales' });
    expect(within(bar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Mis ofertas', 'Nueva oferta', 'Documentación', 'Mi empresa', 'Mi perfil']);
    expect(within(bar).getByRole('link', { name: 'Mis ofertas' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).queryByRole('link', { name: 'Encuestas' })).toBeNull();
  });

  it("shows staff the back office's areas in the section bar, with home marked only on the home", async () => {
    renderApp('/gestion/empresas', { token: makeToken({ rol: 'Gestor' }), api: { 'GET /api/Gestor/editaUsuario': ok(staffMember) } });
    const bar = await screen.findByRole('navigation', { name: 'Secciones principales' });
    expect(within(bar).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    expect(within(bar).getByRole('link', { name: 'Empresas' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getAllByRole('link')).toHaveLength(9);
  });
});

describe('message banner across pages', () => {
  it('keeps a notice shown for the page a navigation opens there, and clears it on the next change of page', async () => {
    const { router } = renderApp('/', asCandidate());
    await screen.findByRole('button', { name: 'Menú' });

    // What the offer form does after "Enviar": the notice, then the list it is meant for.
    await act(async () => {
      showNoticeOn('/politica-de-privacidad', { status: Status.OfferCreated });
      await router.navigate('/politica-de-privacidad');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/politica-de-privacidad'));
    expect(await screen.findByRole('status')).toHaveTextContent('Oferta creada');

    await act(() => router.navigate('/politica-de-cookies'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/politica-de-cookies'));
    expect(screen.queryByRole('status', { name: /Oferta creada/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Oferta creada')).not.toBeInTheDocument();
  });

  it('clears a plain notice when the page changes, as before', async () => {
    const { router } = renderApp('/', asCandidate());
    await screen.findByRole('button', { name: 'Menú' });
    await act(async () => {
      showNotice({ status: Status.OfferCreated });
      await router.navigate('/politica-de-privacidad');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/politica-de-privacidad'));
    expect(screen.queryByText('Oferta creada')).not.toBeInTheDocument();
  });
});
