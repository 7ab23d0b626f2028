import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@portal/shared';
import { ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate, makeToken } from '@/testing/test-data';
import { getSession } from '@/lib/session';
import ChangePasswordPage from './change-password';

describe('changing the password', () => {
  it('keeps this device signed in with the token the server issues (earlier tokens end with the change)', async () => {
    const renewed = makeToken({ rol: 'Alumno', sub: 'renewed' });
    const { user, api } = renderPage('/cambiar-password', tableRoute('change-password', <ChangePasswordPage />), {
      user: candidate,
      api: { 'POST /api/Alumno/editarPassword': ok({ token: renewed, expira: Math.floor(Date.now() / 1000) + 3600 }) },
    });
    const before = localStorage.getItem(TOKEN_STORAGE_KEY);

    await user.type(await screen.findByLabelText('Contraseña actual'), 'Antigua2025');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Segura2026');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'Segura2026');
    await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));

    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(renewed));
    expect(before).not.toBe(renewed);
    expect(getSession()).toEqual({ token: renewed, user: candidate });
    expect(api.callsTo('POST', '/api/Alumno/editarPassword')).toHaveLength(1);
  });
});
