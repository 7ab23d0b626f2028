import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffCandidateItem } from '@portal/shared';
import { ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import CandidateListPage from './candidate-list';

const candidate = (over: Partial<StaffCandidateItem> = {}): StaffCandidateItem => ({
  idAlumno: 41,
  nombre: 'Lucía',
  apellidos: 'Martín Ferrer',
  email: 'alumno@example.org',
  documento: '12345678Z',
  titulaciones: ['Grado en Informática'],
  validadoServicio: true,
  bloqueado: false,
  fechaAlta: '2026-01-10T10:00:00.000Z',
  bajaSolicitada: null,
  fechaSupresion: null,
  ...over,
});

function renderList(path = '/gestion/candidatos') {
  const requests: ApiRequest[] = [];
  const view = renderPage(path, tableRoute('staff-candidates', <CandidateListPage />), {
    user: staffMember,
    api: {
      'GET /api/Gestor/dameCandidatosGestor': (request) => {
        requests.push(request);
        return ok({ total: 2, pagina: 1, porPagina: 25, items: [candidate(), candidate({ idAlumno: 42, nombre: 'Sergio', apellidos: 'Navarro', bloqueado: true, validadoServicio: false })] });
      },
      'GET /api/Gestor/exportaCandidatosGestor': (request) => {
        requests.push(request);
        return new Response('\uFEFFid;nombre\r\n41;Lucía\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="candidatos.csv"' } });
      },
    },
  });
  return { ...view, requests };
}

describe('the candidate search', () => {
  it('lists candidates with their state and a link to each record', async () => {
    renderList();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('12345678Z');
    expect(rows[1]).toHaveTextContent('Grado en Informática');
    expect(within(rows[1]!).getByText('Validado')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Bloqueado')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Lucía Martín Ferrer' })).toHaveAttribute('href', '/gestion/candidatos/41');
    expect(screen.getByText('2 candidatos')).toBeInTheDocument();
  });

  it('keeps the search, the degree and the situation in the address and sends them', async () => {
    const { user, router, requests } = renderList('/gestion/candidatos?filtro=bloqueados');
    await screen.findAllByRole('row');
    await user.type(screen.getByRole('textbox', { name: 'Nombre, DNI o correo electrónico' }), 'navarro');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(router.state.location.search).toBe('?filtro=bloqueados&texto=navarro');
    await vi.waitFor(() => expect(requests.at(-1)?.search.get('texto')).toBe('navarro'));
    expect(requests.at(-1)?.search.get('filtro')).toBe('bloqueados');
  });

  it('exports the filtered list as CSV through the file call', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const { user, requests } = renderList('/gestion/candidatos?filtro=validados&texto=lucia');
    await screen.findAllByRole('row');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    const exported = requests.find((r) => r.path === '/api/Gestor/exportaCandidatosGestor');
    expect(exported?.search.get('texto')).toBe('lucia');
    expect(exported?.search.get('filtro')).toBe('validados');
    expect(exported?.search.has('pagina')).toBe(false);
    expect(exported?.headers.authorization).toMatch(/^Bearer /);
    created.mockRestore();
  });
});
