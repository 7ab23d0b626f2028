import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { clearNoticeOnNavigation, getNotice, showNotice, showNoticeOn } from '@/lib/notices';
import { getSession, startSession } from '@/lib/session';
import { candidate, configuration, makeToken } from '@/testing/test-data';
import { NoticeBanner } from './notice-banner';

function renderBanner(path = '/ofertas-empleo/abc') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <NoticeBanner /> },
      { path: '*', element: <NoticeBanner /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <BrandProvider configuration={configuration()}>
      <RouterProvider router={router} />
    </BrandProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('NoticeBanner', () => {
  it('shows an important error with only an accept button, which logs out and goes to /login', async () => {
    startSession(makeToken({ rol: 'Alumno' }), candidate);
    const { router, user } = renderBanner();
    act(() => showNotice({ status: Status.Blocked, mensaje: 'Cuenta bloqueada por el servicio' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Usuario bloqueado');
    expect(alert).toHaveTextContent('Cuenta bloqueada por el servicio');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cerrar el mensaje' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(getSession().user).toBeNull();
    expect(getNotice()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a medium error be closed, and offers its redirect target as a button', async () => {
    const { router, user } = renderBanner();
    act(() => showNotice({ status: Status.OfferNotFound }));
    expect(screen.getByRole('alert')).toHaveTextContent('Oferta no encontrada');

    await user.click(screen.getByRole('button', { name: 'Ver ofertas' }));
    expect(router.state.location.pathname).toBe('/ofertas-empleo');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => showNotice({ status: Status.OfferNotFound }));
    await user.click(screen.getByRole('button', { name: 'Cerrar el mensaje' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends 4 and 111 met on an internship offer to the internship list (Catalan paths too)', async () => {
    for (const [path, status, list] of [
      ['/ofertas-practicas/abc', Status.OfferNotFound, '/ofertas-practicas'],
      ['/ofertas-practicas/abc', Status.OfferExpired, '/ofertas-practicas'],
      ['/ofertes-practiques/abc', Status.OfferExpired, '/ofertas-practicas'],
      ['/ofertas-empleo/abc', Status.OfferExpired, '/ofertas-empleo'],
    ] as const) {
      const { router, user } = renderBanner(path);
      act(() => showNotice({ status }));
      await user.click(screen.getByRole('button', { name: 'Ver ofertas' }));
      expect(router.state.location.pathname, `${status} on ${path}`).toBe(list);
      cleanup();
    }
  });

  it('shows the catalogue body, not the server text, for codes without showServerMessage; in the current language', async () => {
    renderBanner();
    act(() => showNotice({ status: Status.ServiceUnavailable, mensaje: 'stack trace text' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El servicio actualmente no esta disponible');
    expect(screen.getByRole('alert')).not.toHaveTextContent('stack trace');

    await act(() => i18n.changeLanguage('ca'));
    expect(screen.getByRole('alert')).toHaveTextContent('El servei actualment no està disponible');
  });

  it('announces success notices politely', () => {
    renderBanner();
    act(() => showNotice({ status: Status.DeletionRequestReceived }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears on route change except for code 2', () => {
    showNotice({ status: Status.OfferNotFound });
    clearNoticeOnNavigation('/mis-ofertas');
    expect(getNotice()).toBeNull();

    showNotice({ status: Status.SessionExpired });
    clearNoticeOnNavigation('/login');
    expect(getNotice()?.status).toBe(Status.SessionExpired);
  });

  it('keeps a notice meant for the page being opened once, on that page only', () => {
    showNoticeOn('/mis-ofertas', { status: Status.OfferCreated });
    clearNoticeOnNavigation('/mis-ofertas');
    expect(getNotice()?.status).toBe(Status.OfferCreated);
    clearNoticeOnNavigation('/mi-perfil');
    expect(getNotice()).toBeNull();

    // Another page opened instead (a redirect, the back button): the notice is not for it.
    showNoticeOn('/mis-ofertas', { status: Status.OfferCreated });
    clearNoticeOnNavigation('/login');
    expect(getNotice()).toBeNull();

    // Paths with accents compare as the router writes them.
    showNoticeOn('/pràctiques', { status: Status.ChangesSaved });
    clearNoticeOnNavigation('/pr%C3%A0ctiques');
    expect(getNotice()?.status).toBe(Status.ChangesSaved);
  });
});
