import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { companyContact } from '@/testing/test-data';
import { candidateDatos } from '../testing/process-data';
import CandidateCvPage from './candidate-cv';

// Issue 22, point 6: a company goes from one candidate to the next of the list it opened them from.
function renderCv(path: string, vecinos: { anterior: number | null; siguiente: number | null; posicion: number; total: number } = { anterior: 7, siguiente: 9, posicion: 2, total: 3 }) {
  return renderPage(path, tableRoute('cv-view', <CandidateCvPage />), {
    user: companyContact,
    api: { 'GET /api/Empresa/dameCandidato/1': ok(candidateDatos({}, vecinos)) },
  });
}

describe("a candidate's previous and next", () => {
  it("asks for the list's neighbours and links to them, keeping the list's filters and order", async () => {
    const { api } = renderCv('/ver-cv/1?estado=2&orden=nombre');
    expect(await screen.findByRole('link', { name: 'Anterior: candidatura 1 de 3' })).toHaveAttribute('href', '/ver-cv/7?estado=2&orden=nombre');
    expect(screen.getByRole('link', { name: 'Siguiente: candidatura 3 de 3' })).toHaveAttribute('href', '/ver-cv/9?estado=2&orden=nombre');
    expect(screen.getByText('Candidatura 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a las candidaturas/ }).getAttribute('href')).toMatch(/\?estado=2&orden=nombre$/);
    await waitFor(() => expect(api.callsTo('GET', '/api/Empresa/dameCandidato/1')[0]?.search.get('orden')).toBe('nombre'));
    expect(api.callsTo('GET', '/api/Empresa/dameCandidato/1')[0]?.search.get('estado')).toBe('2');
  });

  it('shows no way on at the end of the list, and no navigation for a list of one', async () => {
    renderCv('/ver-cv/1', { anterior: 8, siguiente: null, posicion: 3, total: 3 });
    expect(await screen.findByRole('link', { name: 'Anterior: candidatura 2 de 3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Siguiente/ })).not.toBeInTheDocument();
  });
});
