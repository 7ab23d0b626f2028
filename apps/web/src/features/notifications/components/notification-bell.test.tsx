import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationCallsByRole, type NotificationItem } from '@portal/shared';
import { mockCall, ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate } from '@/testing/test-data';
import { titleWithUnread, useUnreadCount } from '@/lib/unread-count';
import NotificationBell from './notification-bell';
import { sanitizeNotificationHtml } from './notification-html';

const calls = notificationCallsByRole.Alumno;
const item = (over: Partial<NotificationItem>): NotificationItem => ({
  idNotificacion: 1,
  tipo: 'candidacy.state',
  titulo: 'Tu candidatura ha cambiado',
  texto: '<p>Tu candidatura a <strong>Analista</strong> está ahora: <strong>En revisión</strong>.</p>',
  leida: false,
  Importante: false,
  urlAcceso: '/mis-candidaturas/analista-1',
  urlExterna: false,
  fecha: '2026-11-26T10:00:00.000Z',
  ...over,
});

const items = [
  item({ idNotificacion: 3 }),
  item({ idNotificacion: 2, tipo: 'proposal.new', titulo: 'Propuesta de preinscripción', Importante: true, urlAcceso: null, texto: '<p>Te proponemos.</p>' }),
  item({ idNotificacion: 1, leida: true, titulo: 'Antigua' }),
];

function Title() {
  return <p data-testid="title">{titleWithUnread('Inicio · Portal', useUnreadCount())}</p>;
}

function renderBell(list = items) {
  const posted: ApiRequest[] = [];
  const record = (request: ApiRequest) => {
    posted.push(request);
    return ok({ noLeidas: 0 });
  };
  const view = renderPage(
    '/',
    [
      ...tableRoute('home', (
        <>
          <NotificationBell role="Alumno" />
          <Title />
        </>
      )),
    ],
    {
      user: candidate,
      api: {
        ...mockCall(calls.list, { notificaciones: list, noLeidas: list.filter((n) => !n.leida).length, hayMas: false }),
        'POST /api/Alumno/marcarNotificacionLeida': record,
        'POST /api/Alumno/marcarNotificacionesSinEnlaceLeidas': record,
        'POST /api/Alumno/eliminaNotificaciones': record,
      },
    },
  );
  return { ...view, posted };
}

describe('the notification bell', () => {
  it('says how many are unread, to the eye and to a screen reader, and puts the count in the page title', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: /Notificaciones, 2 sin leer/ });
    expect(within(bell).getByText('2')).toBeInTheDocument();
    expect(screen.getByTestId('title')).toHaveTextContent('(2) Inicio · Portal');
  });

  it('shows no count and no brackets in the title at zero', async () => {
    renderBell([item({ leida: true })]);
    await screen.findByRole('button', { name: 'Notificaciones' });
    await waitFor(() => expect(screen.getByTestId('title')).toHaveTextContent(/^Inicio · Portal$/));
  });

  it('lists the important ones first under their own heading, then the others', async () => {
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: /Notificaciones/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    const headings = within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Importantes', 'Otras']);
    const important = within(panel).getByRole('region', { name: 'Importantes' });
    expect(within(important).getByText('Propuesta de preinscripción')).toBeInTheDocument();
  });

  it('marks a notification read on the server before it follows its link', async () => {
    const { user, posted } = renderBell();
    await user.click(await screen.findByRole('button', { name: /Notificaciones/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    await user.click(within(panel).getAllByRole('link', { name: 'Tu candidatura ha cambiado' })[0]!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/mis-candidaturas/analista-1');
    expect(posted.map((r) => [r.path, r.body])).toContainEqual(['/api/Alumno/marcarNotificacionLeida', { id: 3 }]);
  });

  it('marks the link-less ones read when the panel closes', async () => {
    const { user, posted } = renderBell();
    await user.click(await screen.findByRole('button', { name: /Notificaciones/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(posted.map((r) => r.path)).toContain('/api/Alumno/marcarNotificacionesSinEnlaceLeidas'));
  });

  it('asks before deleting them all', async () => {
    const { user, posted } = renderBell();
    await user.click(await screen.findByRole('button', { name: /Notificaciones/ }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar todas' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar todas' });
    expect(posted.map((r) => r.path)).not.toContain('/api/Alumno/eliminaNotificaciones');
    await user.click(within(confirm).getByRole('button', { name: 'Sí, eliminar todas' }));
    await waitFor(() => expect(posted.map((r) => r.path)).toContain('/api/Alumno/eliminaNotificaciones'));
  });
});

describe('a notification text on the way out', () => {
  it('keeps only inert formatting and portal or web links', () => {
    const html = sanitizeNotificationHtml('<p onclick="x()">Hola <strong>Ana</strong><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">mal</a> <a href="/cv">bien</a></p>');
    expect(html).toBe('<p>Hola <strong>Ana</strong>alert(2)<a>mal</a> <a href="/cv">bien</a></p>');
  });
});
