import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { fail, ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import DigestUnsubscribePage from './digest-unsubscribe-page';

const routes = tableRoute('digest-unsubscribe', <DigestUnsubscribePage />);

describe('the daily summary’s way out', () => {
  it('asks for one click before it stops the summaries, sends the link’s token and says what stays', async () => {
    const { user, api } = renderPage('/baja-resumen?t=12.0.abc', routes, { api: { 'POST /api/Publico/bajaResumenDiario': ok({ hecho: true }) } });
    await screen.findByText(/Dejarás de recibir el correo con el resumen diario/);
    // Opening the link (as a mail scanner would) changes nothing.
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Dejar de recibir el resumen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ya no recibirás el resumen diario');
    expect(api.callsTo('POST', '/api/Publico/bajaResumenDiario')[0]?.body).toEqual({ token: '12.0.abc' });
    expect(screen.getByRole('link', { name: 'Ver mis preferencias de notificaciones' })).toHaveAttribute('href', '/notificaciones');
  });

  it('says so when the link is not valid, and stops nothing', async () => {
    const { user } = renderPage('/baja-resumen?t=falso', routes, { api: { 'POST /api/Publico/bajaResumenDiario': fail(Status.LinkExpiredOrUsed) } });
    await user.click(await screen.findByRole('button', { name: 'Dejar de recibir el resumen' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
