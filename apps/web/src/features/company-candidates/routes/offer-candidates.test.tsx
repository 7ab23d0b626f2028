import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { fail, ok, type ApiHandler } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { companyContact } from '@/testing/test-data';
import { candidacyItem, processDatos } from '../testing/process-data';
import OfferCandidatesPage from './offer-candidates';

const PROCESS = 'GET /api/Empresa/dameDatosProceso/273';

function renderProcess(api: Record<string, ApiHandler> = {}, path = '/mis-ofertas/273') {
  return renderPage(path, tableRoute('my-offer', <OfferCandidatesPage />), { user: companyContact, api: { [PROCESS]: ok(processDatos()), ...api } });
}

describe("an offer's candidates", () => {
  it('lists the candidacies with their state, unread mark, reason and the way to the CV', async () => {
    renderProcess();
    expect(await screen.findByRole('heading', { level: 2, name: 'Desarrollador/a frontend (React)' })).toBeInTheDocument();
    expect(screen.getByText(/3 candidaturas, 1 sin leer/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Lucía Martín Ferrer');
    expect(within(rows[0]!).getByText('Sin leer')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Sin leer')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Descartada');
    expect(rows[2]).toHaveTextContent('Otro perfil');
    expect(within(rows[0]!).getByRole('link', { name: 'Ver CV de Lucía Martín Ferrer' })).toHaveAttribute('href', '/ver-cv/1');
    const tabs = screen.getByRole('navigation', { name: 'Estados de las candidaturas' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Todas 3', 'Inscrita 1', 'Entrevista 1', 'Descartada 1']);
  });

  it('sends the state, text, unread and page filters to the server', async () => {
    const { user, api } = renderProcess();
    await screen.findByRole('table');
    await user.click(screen.getByRole('link', { name: /Entrevista/ }));
    await screen.findByRole('table');
    expect(api.callsTo('GET', '/api/Empresa/dameDatosProceso/273').at(-1)?.search.get('estado')).toBe('4');

    await user.type(screen.getByLabelText('Nombre o correo'), 'núria');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(screen.getByLabelText('Solo sin leer'));
    const last = api.callsTo('GET', '/api/Empresa/dameDatosProceso/273').at(-1)?.search;
    expect(last?.get('texto')).toBe('núria');
    expect(last?.get('noLeidos')).toBe('true');
    expect(last?.get('estado')).toBe('4');
  });

  it('pages on the server: 25 rows a page and links to the next', async () => {
    const items = Array.from({ length: 25 }, (_, index) => candidacyItem({ idCandidatura: 100 + index, nombre: `Persona ${index + 1}` }));
    const { user, api } = renderProcess({ [PROCESS]: ok(processDatos({ items, total: 500 })) });
    expect(await screen.findAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Página 1 de 20 (500 en total)')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Siguiente' }));
    await screen.findByRole('table');
    expect(api.callsTo('GET', '/api/Empresa/dameDatosProceso/273').at(-1)?.search.get('pagina')).toBe('2');
  });

  it('says when no candidacy matches the filters', async () => {
    renderProcess({ [PROCESS]: ok(processDatos({ items: [], total: 0 })) }, '/mis-ofertas/273?texto=zz');
    expect(await screen.findByText('Ninguna candidatura coincide con los filtros.')).toBeInTheDocument();
  });

  it("shows the catalogue's text for an offer that is not the company's (4)", async () => {
    renderProcess({ [PROCESS]: fail(Status.OfferNotFound) });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
