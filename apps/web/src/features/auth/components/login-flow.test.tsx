import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageFor, Status, TOKEN_STORAGE_KEY, USUARIO_MAX } from '@portal/shared';
import { getNotice, showNotice } from '@/lib/notices';
import { getSession } from '@/lib/session';
import { fail, ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, candidate, companyContact, configuration, makeToken } from '@/testing/test-data';
import LoginPage from '../routes/login';
import LoginChoicePage from '../routes/login-choice';

const loginRoutes = [
  ...tableRoute('login', <LoginChoicePage />),
  ...tableRoute('login-candidate', <LoginPage />),
  ...tableRoute('login-company', <LoginPage />),
];
const renderApp = (path: string, options: Parameters<typeof renderPage>[2] = {}) => renderPage(path, loginRoutes, options);

const companyToken = makeToken({ rol: 'Empresa' });

describe('login', () => {
  it('lets a contact of several companies choose one, then logs in again with its idEmpresa', async () => {
    const empresas = [
      { idEmpresa: 10, nombre: 'Talleres Vidal SL' },
      { idEmpresa: 11, nombre: 'Vidal Logística SA' },
    ];
    const login = (request: ApiRequest) => {
      const body = request.body as { idEmpresa?: number };
      return body.idEmpresa === undefined
        ? ok({ empresas })
        : ok({ token: companyToken, expira: 0, rgpdPendiente: false, usuario: { ...companyContact, idEmpresa: body.idEmpresa, nombreEmpresa: 'Vidal Logística SA' } });
    };
    const { user, api } = renderApp('/login/empresas', { api: { 'POST /api/Empresa/logaUsuario': login } });

    await user.type(await screen.findByLabelText('Usuario'), 'multi@example.org');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Elige la empresa' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Vidal Logística SA' }));

    // The session opened; where the person then goes is the login page's guard's to decide (router.test.tsx).
    await waitFor(() => expect(getSession().token).toBe(companyToken));
    const calls = api.callsTo('POST', '/api/Empresa/logaUsuario');
    expect(calls.map((call) => call.body)).toEqual([
      { usuario: 'multi@example.org', password: 'Demo1234' },
      { usuario: 'multi@example.org', password: 'Demo1234', idEmpresa: 11 },
    ]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(companyToken);
    expect(getSession().user?.nombreEmpresa).toBe('Vidal Logística SA');
  });

  it('shows the code-3 refusal in an accessible alert with the server message, and stores nothing', async () => {
    const { user, router } = renderApp('/login/alumnos', {
      api: { 'POST /api/Alumno/logaUsuario': () => ({ http: 401, body: fail(Status.AccessDenied, 'Usuario o contraseña incorrectos.') }) },
    });
    await user.type(await screen.findByLabelText('Usuario'), 'alumno@example.org');
    await user.type(screen.getByLabelText('Contraseña'), 'mala-clave');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Acceso denegado');
    expect(alert).toHaveTextContent('Usuario o contraseña incorrectos.');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login/alumnos');
  });

  it('falls back to the catalogue text of code 3 when the server sends no message', async () => {
    const { user } = renderApp('/login/alumnos', { api: { 'POST /api/Alumno/logaUsuario': fail(Status.AccessDenied) } });
    await user.type(await screen.findByLabelText('Usuario'), 'x');
    await user.type(screen.getByLabelText('Contraseña'), 'y');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El usuario o la contraseña no son correctos.');
  });

  it('checks the fields before calling the server', async () => {
    const { user, api } = renderApp('/login/alumnos');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByLabelText('Usuario')).toHaveAccessibleDescription('Este campo es requerido'));
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/Alumno/logaUsuario')).toHaveLength(0);
  });

  it('asks for the data-protection acceptance before storing the token, and stores the full token it returns', async () => {
    const restricted = makeToken({ rol: 'Alumno', rgpd: false });
    const full = makeToken({ rol: 'Alumno' });
    const { user, api } = renderApp('/login/alumnos', {
      api: {
        'POST /api/Alumno/logaUsuario': ok({ token: restricted, expira: 0, rgpdPendiente: true, usuario: candidate }),
        'GET /api/Alumno/dameTextoRGPDactual': ok({ version: 3, texto: 'Tus datos se tratan para gestionar el servicio.\n\nPuedes ejercer tus derechos.' }),
        'GET /api/Alumno/guardaAceptacionRGPD': ok({ token: full, expira: 0, rgpdPendiente: false, usuario: candidate }),
      },
    });
    await user.type(await screen.findByLabelText('Usuario'), 'alumno@example.org');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Tus datos se tratan para gestionar el servicio.')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Acepto' }));
    await waitFor(() => expect(getSession().token).toBe(full));
    expect(api.callsTo('GET', '/api/Alumno/guardaAceptacionRGPD')[0]?.headers.authorization).toBe(`Bearer ${restricted}`);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(full);
  });

  it('says what "I do not accept" does, and after it, that no session was opened and one can come back', async () => {
    const restricted = makeToken({ rol: 'Alumno', rgpd: false });
    const { user, api } = renderApp('/login/alumnos', {
      api: {
        'POST /api/Alumno/logaUsuario': ok({ token: restricted, expira: 0, rgpdPendiente: true, usuario: candidate }),
        'GET /api/Alumno/dameTextoRGPDactual': ok({ version: 3, texto: 'Tus datos se tratan para gestionar el servicio.\n\nPuedes ejercer tus derechos.' }),
      },
    });
    await user.type(await screen.findByLabelText('Usuario'), 'alumno@example.org');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    // The whole text as paragraphs of the page, no scroll box to read it through.
    expect(await screen.findByText('Puedes ejercer tus derechos.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Protección de datos' })?.querySelector('[tabindex]')).toBeFalsy();
    const reject = screen.getByRole('button', { name: 'No acepto' });
    expect(reject).toHaveAccessibleDescription(expect.stringContaining('no se abre la sesión y vuelves a la pantalla de acceso'));

    await user.click(reject);
    expect(await screen.findByRole('status')).toHaveTextContent('No has aceptado el texto de protección de datos, así que no se ha abierto la sesión.');
    expect(screen.getByLabelText('Usuario')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.callsTo('GET', '/api/Alumno/guardaAceptacionRGPD')).toHaveLength(0);
  });

  it('shows the demo accounts of the institution only on a demo deployment', async () => {
    const { unmount } = renderApp('/login');
    const box = await screen.findByRole('complementary', { name: 'Cuentas de demostración' });
    expect(box).toHaveTextContent('alumno@example.org');
    expect(box).toHaveTextContent('multi@example.org');
    expect(box).toHaveTextContent('Demo1234');
    unmount();

    const uib = renderApp('/login', { configuration: configuration(brand('uib')) });
    expect(await screen.findByRole('complementary', { name: 'Cuentas de demostración' })).toHaveTextContent('gestor@uib.example.org');
    uib.unmount();

    renderApp('/login', { configuration: configuration(brand(), { produccion: true }) });
    expect(screen.getByRole('heading', { name: 'Estudiantes y titulados' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Cuentas de demostración' })).not.toBeInTheDocument();
  });

  it('clears a kept "session expired" message once the user is back in', async () => {
    showNotice({ status: Status.SessionExpired });
    const { user } = renderApp('/login/alumnos', {
      api: { 'POST /api/Alumno/logaUsuario': ok({ token: makeToken({ rol: 'Alumno' }), expira: 0, rgpdPendiente: false, usuario: candidate }) },
    });
    await user.type(await screen.findByLabelText('Usuario'), 'alumno@example.org');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(getSession().user).not.toBeNull());
    expect(getNotice()).toBeNull();
  });
});

describe('the login form', () => {
  const REQUIRED = 'Este campo es requerido';
  const TOO_LONG = 'El campo supera la longitud máxima permitida';

  it('marks every empty field on submit and takes the focus to the first one, without calling the server', async () => {
    const { user, api } = renderApp('/login/alumnos');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));

    expect(screen.getByLabelText('Usuario')).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getByLabelText('Usuario')).toHaveFocus();

    // Spaces alone are no user; the first field in error is now the password.
    await user.type(screen.getByLabelText('Usuario'), '   ');
    await waitFor(() => expect(screen.getByLabelText('Usuario')).toHaveAccessibleDescription(REQUIRED));
    await user.clear(screen.getByLabelText('Usuario'));
    await user.type(screen.getByLabelText('Usuario'), 'alumno@example.org');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(REQUIRED));
    expect(screen.getByLabelText('Usuario')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
    expect(api.callsTo('POST', '/api/Alumno/logaUsuario')).toHaveLength(0);
  });

  it('refuses a user longer than the login allows before calling the server', async () => {
    const { user, api } = renderApp('/login/alumnos');
    await user.click(await screen.findByLabelText('Usuario'));
    await user.paste('x'.repeat(USUARIO_MAX + 1));
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(screen.getByLabelText('Usuario')).toHaveAccessibleDescription(TOO_LONG);
    expect(screen.getByLabelText('Usuario')).toHaveFocus();
    expect(screen.getByLabelText('Contraseña')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/api/Alumno/logaUsuario')).toHaveLength(0);

    // One character fewer is within the limit: the error goes as the field is corrected.
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('Usuario')).not.toHaveAttribute('aria-invalid');
  });

  it('says nothing while typing before the first submit, then rechecks each field as it is edited', async () => {
    const { user } = renderApp('/login/alumnos');
    const usuario = await screen.findByLabelText('Usuario');
    await user.type(usuario, 'a');
    await user.clear(usuario);
    expect(usuario).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(usuario).toHaveAccessibleDescription(REQUIRED));
    await user.type(usuario, 'alumno@example.org');
    expect(usuario).not.toHaveAttribute('aria-invalid');
    expect(usuario).not.toHaveAccessibleDescription(REQUIRED);
    // Editing the user leaves the password's error as it was.
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(REQUIRED);
    await user.clear(usuario);
    await waitFor(() => expect(usuario).toHaveAccessibleDescription(REQUIRED));
  });

  it('shows on its field, focused, what the server refuses in a field, and sends the user without spaces around it', async () => {
    const { user, api } = renderApp('/login/alumnos', {
      api: {
        'POST /api/Alumno/logaUsuario': fail(Status.MissingMandatoryData, undefined, {
          errores: [{ campo: 'password', codigo: Status.MissingMandatoryData, clave: 'maxLength' }],
        }),
      },
    });
    await user.type(await screen.findByLabelText('Usuario'), '  alumno@example.org ');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(TOO_LONG));
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
    expect(screen.getByLabelText('Usuario')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/api/Alumno/logaUsuario').map((call) => call.body)).toEqual([{ usuario: 'alumno@example.org', password: 'Demo1234' }]);

    // The server's mark goes once the field is edited into one the login accepts.
    await user.type(screen.getByLabelText('Contraseña'), '5');
    expect(screen.getByLabelText('Contraseña')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a catalogue code the server names for a field in its own words', async () => {
    const { user } = renderApp('/login/alumnos', {
      api: {
        'POST /api/Alumno/logaUsuario': fail(Status.MissingMandatoryData, undefined, {
          errores: [{ campo: 'usuario', codigo: Status.IdDocumentMalformed, clave: 'malformed' }],
        }),
      },
    });
    await user.type(await screen.findByLabelText('Usuario'), '1234');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(screen.getByLabelText('Usuario')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Usuario')).toHaveAccessibleDescription(messageFor(Status.IdDocumentMalformed, 'es').body);
    expect(screen.getByLabelText('Usuario')).toHaveFocus();
  });
});
