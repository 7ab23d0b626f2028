import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfferSummary, OfferProfileId } from '@portal/shared';
import { ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate } from '@/testing/test-data';
import { LatestOffers } from './latest-offers';

const offer = (index: number, profile: OfferProfileId, extra: Partial<OfferSummary> = {}) => ({
  urlAcceso: `${profile === 1 ? 'empleo' : 'practicas'}-${index}`,
  titulo: `${profile === 1 ? 'Empleo' : 'Prácticas'} número ${index}`,
  idPerfil: profile,
  empresa: 'Innovación Digital Ibérica',
  localidad: 'Madrid',
  provincia: 'Madrid',
  pais: 'España',
  fecha: '20/11/2026',
  fechaDestacada: null,
  inscrito: false,
  ...extra,
});

const page = (ofertas: unknown[]) => ok({ ofertas, numTotal: 40, pagina: 1, porPagina: 5 });

function renderHome(showInternships = true) {
  return renderPage('/', tableRoute('home', <LatestOffers showInternships={showInternships} />), {
    user: candidate,
    api: {
      'GET /api/Alumno/dameOfertasUsuario/empleo/es': page([1, 2, 3, 4, 5].map((i) => offer(i, 1, i === 1 ? { fechaDestacada: '21/11/2026', inscrito: true } : {}))),
      'GET /api/Alumno/dameOfertasUsuario/practicas/es': page([1, 2].map((i) => offer(i, 2, { empresa: null }))),
    },
  });
}

describe('latest offers on the candidate home', () => {
  it('asks for five of each type and lists them newest first, with the see-all links', async () => {
    const { user, api } = renderHome();
    const jobs = await screen.findAllByRole('link', { name: /^Empleo número/ });
    expect(jobs.map((link) => link.textContent)).toEqual(['Empleo número 1', 'Empleo número 2', 'Empleo número 3', 'Empleo número 4', 'Empleo número 5']);
    expect(jobs[0]).toHaveAttribute('href', '/ofertas-empleo/empleo-1');
    const first = jobs[0]!.closest('li')!;
    expect(within(first).getByText('Destacada')).toBeInTheDocument();
    expect(within(first).getByText('Inscrito/a')).toBeInTheDocument();
    expect(first).toHaveTextContent('Innovación Digital Ibérica · Madrid · 20/11/2026');
    expect(screen.getByRole('link', { name: 'Ver todas las ofertas de empleo' })).toHaveAttribute('href', '/ofertas-empleo');
    expect(api.calls.length).toBeGreaterThan(0);
    expect(api.calls.every((request) => request.search.get('porPagina') === '5')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Prácticas' }));
    const panel = screen.getByRole('tabpanel', { name: 'Prácticas' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'Prácticas número 1' })).toHaveAttribute('href', '/ofertas-practicas/practicas-1');
    expect(within(panel).getAllByText(/Empresa confidencial/)).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'Ver todas las ofertas de prácticas' })).toHaveAttribute('href', '/ofertas-practicas');
  });

  it('has only the employment tab on a cycles-only brand', async () => {
    const { api } = renderHome(false);
    await screen.findAllByRole('link', { name: /^Empleo número/ });
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/Alumno/dameOfertasUsuario/practicas/es')).toHaveLength(0);
  });
});
