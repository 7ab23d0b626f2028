import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status, TOKEN_STORAGE_KEY, type SessionUser } from '@portal/shared';
import { getSession } from '@/lib/session';
import { fail, type ApiHandler, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, configuration, makeToken } from '@/testing/test-data';
import RegisterPage from './register';

const token = makeToken({ rol: 'Alumno' });
const usuario: SessionUser = { id: 90, rol: 'Alumno', nombre: 'Marta', apellidos: 'Soler Vidal', email: 'marta@example.net', idioma: 'es' };
const registered: ApiHandler = { status: Status.UserRegistered, datos: { token, expira: 0, rgpdPendiente: false, usuario } };

function renderRegister(handler: ApiHandler = registered, marca = brand()) {
  return renderPage('/registro', tableRoute('register', <RegisterPage />), {
    api: { 'POST /api/Alumno/registrarUsuario': handler },
    configuration: configuration(marca),
  });
}

type User = ReturnType<typeof renderRegister>['user'];

async function fill(user: User, documento: string) {
  await user.type(screen.getByLabelText('Nombre'), 'Marta');
  await user.type(screen.getByLabelText('Apellidos'), 'Soler Vidal');
  await user.type(screen.getByLabelText('Correo electrónico'), 'marta@example.net');
  await user.type(screen.getByLabelText('Número de documento'), documento);
  await user.type(screen.getByLabelText('Elige una contraseña'), 'Segura2025');
  await user.type(screen.getByLabelText('Repite la contraseña'), 'Segura2025');
  await user.click(screen.getByLabelText('He leído y acepto la política de privacidad'));
}

describe('/registro', () => {
  it('checks the DNI with the shared rule, registers, welcomes, and stores the session only when the person goes in', async () => {
    const { user, api } = renderRegister();
    await fill(user, '12345678A');
    await user.click(screen.getByRole('button', { name: 'Crear la cuenta' }));
    await waitFor(() => expect(screen.getByLabelText('Número de documento')).toHaveAccessibleDescription(/El DNI está mal formado$/));
    expect(api.callsTo('POST', '/api/Alumno/registrarUsuario')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Número de documento'));
    await user.type(screen.getByLabelText('Número de documento'), '12345678z');
    await user.click(screen.getByRole('button', { name: 'Crear la cuenta' }));

    expect(await screen.findByRole('heading', { name: '¡Te damos la bienvenida, Marta!' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Te has registrado correctamente. Ya puedes usar el portal.');
    const [request] = api.callsTo('POST', '/api/Alumno/registrarUsuario') as [ApiRequest];
    expect(request.body).toEqual({
      nombre: 'Marta',
      apellidos: 'Soler Vidal',
      email: 'marta@example.net',
      tipoDocumento: 'dni',
      documento: '12345678z',
      aceptaPrivacidad: true,
      password: 'Segura2025',
      confirmacion: 'Segura2025',
    });
    expect(request.headers.authorization).toBeUndefined();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Entrar en el portal' }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(getSession().user?.nombre).toBe('Marta');
  });

  it("shows the brand's own registration message instead of the catalogue's", async () => {
    const registro = { es: 'Revisa tu correo: te hemos enviado los primeros pasos.', ca: 'Reviseu el correu.', en: 'Check your e-mail.' };
    const { user } = renderRegister(registered, brand('generic', { customMessages: { registro } }));
    await fill(user, '12345678Z');
    await user.click(screen.getByRole('button', { name: 'Crear la cuenta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Revisa tu correo: te hemos enviado los primeros pasos.');
  });

  it('asks for an NIE to look like one, and for the passwords to match', async () => {
    const { user, api } = renderRegister();
    await fill(user, '12345678Z');
    await user.selectOptions(screen.getByLabelText('Tipo de documento'), 'NIE');
    await user.clear(screen.getByLabelText('Repite la contraseña'));
    await user.type(screen.getByLabelText('Repite la contraseña'), 'Otra2025');
    await user.click(screen.getByRole('button', { name: 'Crear la cuenta' }));
    await waitFor(() => expect(screen.getByLabelText('Repite la contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden'));
    expect(screen.getByLabelText('Número de documento')).toHaveAccessibleDescription(/El DNI está mal formado$/);
    expect(api.callsTo('POST', '/api/Alumno/registrarUsuario')).toHaveLength(0);
  });

  it.each([
    [Status.UserEmailAlreadyRegistered, 'Correo electrónico', 'Ya existe un usuario registrado con este correo electrónico.'],
    [Status.EmailRegistered, 'Correo electrónico', 'Este correo electrónico ya está registrado.'],
    [Status.IdAlreadyRegistered, 'Número de documento', 'Ya existe un usuario registrado con este DNI/NIE.'],
    [Status.IdDocumentMalformed, 'Número de documento', 'El DNI/NIE está mal formado. Comprueba los números y la letra.'],
    [Status.IdMustBeDniNie, 'Tipo de documento', 'El documento de identidad debe ser un DNI o un NIE.'],
    [Status.PasswordNotSecure, 'Elige una contraseña', 'La contraseña debe tener al menos 8 caracteres e incluir algún número.'],
  ])('shows the refusal %i on the field it is about', async (status, label, text) => {
    const { user } = renderRegister(fail(status));
    await fill(user, '12345678Z');
    await user.click(screen.getByRole('button', { name: 'Crear la cuenta' }));
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(text)));
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows other refusals as an alert (48: registration closed on this brand)', async () => {
    const { user } = renderRegister(fail(Status.ActionNotAllowed));
    await fill(user, '12345678Z');
    await user.click(screen.getByRole('button', { name: 'Crear la cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Acción no permitida');
  });
});
