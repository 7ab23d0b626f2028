import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientErrorEntry } from '@portal/shared';
import { ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import ClientErrorsPage from './client-errors';

const row = (over: Partial<ClientErrorEntry>): ClientErrorEntry => ({
  codigo: 500,
  ruta: '/ofertas-practicas/:id',
  llamada: '/api/Alumno/dameOferta/:id',
  estadoHttp: 502,
  rol: 'Alumno',
  veces: 14,
  dia: '2026-11-26',
  primera: '2026-11-26T08:00:00.000Z',
  ultima: '2026-11-26T09:30:00.000Z',
  ...over,
});

describe("the back office's client errors", () => {
  it('lists each kind of failure with its code in words, where it happened, the session and how often; filters go to the URL', async () => {
    const requests: ApiRequest[] = [];
    const { user } = renderPage('/gestion/errores-cliente', tableRoute('staff-client-errors', <ClientErrorsPage />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameErroresClienteGestor': (request) => {
          requests.push(request);
          return ok({ total: 2, pagina: 1, porPagina: 25, items: [row({}), row({ codigo: 12, ruta: '/mi-empresa', llamada: null, estadoHttp: null, rol: null, veces: 1 })] });
        },
      },
    });
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('/ofertas-practicas/:id');
    expect(rows[1]).toHaveTextContent('/api/Alumno/dameOferta/:id · HTTP 502');
    expect(rows[1]).toHaveTextContent('Candidatos');
    expect(within(rows[1]!).getByText('14')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Sin sesión');
    expect(rows[2]).toHaveTextContent(/^.*12 · /);
    expect(screen.getByText('2 tipos de error')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Código'), '12');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(requests.at(-1)?.search.get('codigo')).toBe('12'));
  });

  it('says so when nothing failed in the period', async () => {
    renderPage('/gestion/errores-cliente', tableRoute('staff-client-errors', <ClientErrorsPage />), {
      user: staffMember,
      api: { 'GET /api/Gestor/dameErroresClienteGestor': ok({ total: 0, pagina: 1, porPagina: 25, items: [] }) },
    });
    expect(await screen.findByText('Ningún error en este periodo.')).toBeInTheDocument();
  });
});
