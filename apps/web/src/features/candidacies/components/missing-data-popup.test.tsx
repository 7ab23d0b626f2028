import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setGodMode } from '@/lib/god-mode';
import { ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, candidate, companyContact, configuration } from '@/testing/test-data';
import { MissingDataPopup } from './missing-data-popup';

const MISSING = 'GET /api/Alumno/faltanDatosPersonalesObligatorios';

function renderAt(path: string, options: { popupFlag?: boolean; missing?: string[]; user?: typeof candidate } = {}) {
  const page = (
    <>
      <p>Contenido</p>
      <MissingDataPopup />
    </>
  );
  return renderPage(path, [...tableRoute('home', page), ...tableRoute('cv', page), ...tableRoute('job-offers', page)], {
    user: options.user ?? candidate,
    configuration: configuration(brand('generic', { flags: { popupDatosObligatorios: options.popupFlag ?? true } })),
    api: { [MISSING]: ok({ faltan: options.missing ?? ['fechaNacimiento', 'movil', 'iban'], requiereIban: true }) },
  });
}

describe('missing mandatory data popup', () => {
  it('lists what the CV lacks and leads to the CV; once closed it stays closed for the session', async () => {
    const { user, router } = renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Completa tus datos personales' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fecha de nacimiento',
      'Teléfono móvil',
      'IBAN de la cuenta bancaria',
    ]);
    expect(dialog).toHaveTextContent('Necesitamos tu IBAN para pagarte la ayuda de las prácticas.');
    expect(within(dialog).getByRole('button', { name: 'Ir a mi CV' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Ir a mi CV' }));
    expect(router.state.location.pathname).toBe('/cv');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await router.navigate('/ofertas-empleo');
    expect(await screen.findByText('Contenido')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(`missingDataPopupClosed:${candidate.id}`)).toBe('1');
  });

  it('is not shown on the CV page itself, but on the next page', async () => {
    const { router } = renderAt('/cv');
    expect(await screen.findByText('Contenido')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await router.navigate('/');
    expect(await screen.findByRole('dialog', { name: 'Completa tus datos personales' })).toBeInTheDocument();
  });

  it('can be put off with "not now"', async () => {
    const { user } = renderAt('/');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing when the brand has no popup, for companies, in god mode, or when nothing is missing', async () => {
    const quiet = async (view: ReturnType<typeof renderAt>) => {
      expect(await screen.findByText('Contenido')).toBeInTheDocument();
      expect(view.api.callsTo('GET', '/api/Alumno/faltanDatosPersonalesObligatorios')).toHaveLength(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      view.unmount();
    };
    await quiet(renderAt('/', { popupFlag: false }));
    await quiet(renderAt('/', { user: companyContact }));
    // God mode: a pass staff made, kept in this browser until it expires.
    setGodMode({ pase: 'gm1.a.b', caduca: new Date(Date.now() + 60_000).toISOString() });
    await quiet(renderAt('/'));
    setGodMode(null);
    const complete = renderAt('/', { missing: [] });
    await waitFor(() => expect(complete.api.callsTo('GET', '/api/Alumno/faltanDatosPersonalesObligatorios')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
