import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { fail, ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import PasswordResetPage from './password-reset';

const resetRoutes = [
  ...tableRoute('reset-candidate', <PasswordResetPage />),
  ...tableRoute('reset-company', <PasswordResetPage />),
  ...tableRoute('set-password', <PasswordResetPage />),
];
const renderApp = (path: string, options: Parameters<typeof renderPage>[2] = {}) => renderPage(path, resetRoutes, options);

describe('password reset pages', () => {
  it('validates the new password with the shared rule before sending anything', async () => {
    const { user, api } = renderApp('/restablecer-candidato?token=abcdefghijkl', { api: { 'POST /api/Alumno/restablecerPassword': ok({}) } });
    const password = await screen.findByLabelText('Nueva contraseña');
    const confirmation = screen.getByLabelText('Repite la contraseña');

    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('Este campo es requerido')));

    await user.type(password, 'corta1');
    await user.type(confirmation, 'corta1');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('La contraseña debe tener al menos 8 caracteres y un número')));

    await user.clear(password);
    await user.type(password, 'sinnumeros');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('La contraseña debe tener al menos 8 caracteres y un número')));

    await user.clear(password);
    await user.type(password, 'Segura2025');
    await user.clear(confirmation);
    await user.type(confirmation, 'Segura2026');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription('Las contraseñas no coinciden'));
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(confirmation);
    await user.type(confirmation, 'Segura2025');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Contraseña restablecida');
    expect(api.callsTo('POST', '/api/Alumno/restablecerPassword')[0]?.body).toEqual({
      token: 'abcdefghijkl',
      password: 'Segura2025',
      confirmacion: 'Segura2025',
    });
    expect(screen.getByRole('link', { name: 'Ir al acceso' })).toHaveAttribute('href', '/login/alumnos');
  });

  it('explains an expired or used link (42) and offers a new one', async () => {
    const { user } = renderApp('/restablecer-login?token=abcdefghijkl', { api: { 'POST /api/Empresa/restablecerPassword': fail(Status.LinkExpiredOrUsed) } });
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'Segura2025');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'Segura2025');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/restablecer-login');
  });

  it('sets a new company contact password through establecerPassword', async () => {
    const { user, api } = renderApp('/establecer-login?token=abcdefghijkl', { api: { 'POST /api/Empresa/establecerPassword': ok({}) } });
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'Segura2025');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'Segura2025');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Empresa/establecerPassword')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Ir al acceso' })).toHaveAttribute('href', '/login/empresas');
  });

  it('without a token asks for the user and mails a link, or shows the 524 text', async () => {
    let known = false;
    const { user, api } = renderApp('/restablecer-candidato', {
      api: { 'POST /api/Alumno/solicitarReseteoPassword': () => (known ? ok({}) : fail(Status.UnknownUserOnPasswordReset)) },
    });
    const field = await screen.findByLabelText('Usuario o correo electrónico');
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Este campo es requerido'));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(field, 'nadie@example.org');
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay ningún usuario con estos datos.');

    known = true;
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/solicitarReseteoPassword').at(-1)?.body).toEqual({ usuario: 'nadie@example.org' });
  });
});
