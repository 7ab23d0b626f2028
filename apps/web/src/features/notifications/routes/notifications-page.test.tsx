import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { fail, ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate } from '@/testing/test-data';
import NotificationsPage from './notifications-page';

const preferences = ok({ preferencias: [{ tipo: 'candidacy.state', canal: 'mail' }, { tipo: 'search.matches', canal: 'digest' }] });

function renderPreferences(save: (request: ApiRequest) => ReturnType<typeof ok>) {
  return renderPage('/notificaciones', tableRoute('notifications', <NotificationsPage />), {
    user: candidate,
    api: {
      'GET /api/Alumno/dameNotificaciones': ok({ notificaciones: [], noLeidas: 0, hayMas: false }),
      'GET /api/Alumno/damePreferenciasNotificaciones': preferences,
      'POST /api/Alumno/editPreferenciasNotificaciones': save,
    },
  });
}

describe('notification preferences', () => {
  it('says the choices were kept when the save answers', async () => {
    const sent: ApiRequest[] = [];
    const { user } = renderPreferences((request) => {
      sent.push(request);
      return preferences;
    });
    await user.selectOptions(await screen.findByLabelText('Cambios en tus candidaturas'), 'portal');
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await screen.findByText('Preferencias guardadas.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ preferencias: [{ tipo: 'candidacy.state', canal: 'portal' }, { tipo: 'search.matches', canal: 'digest' }] });
  });

  it('says so by the button when the save is refused, and does not claim the choices were kept', async () => {
    const { user } = renderPreferences(() => fail(Status.ActionNotAllowed));
    await user.selectOptions(await screen.findByLabelText('Cambios en tus candidaturas'), 'portal');
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Acción no permitida');
    expect(screen.queryByText('Preferencias guardadas.')).not.toBeInTheDocument();
  });
});
