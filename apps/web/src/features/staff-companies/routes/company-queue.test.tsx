import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffCompanyItem } from '@portal/shared';
import { ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import CompanyQueuePage from './company-queue';

const company = (over: Partial<StaffCompanyItem> = {}): StaffCompanyItem => ({
  idEmpresa: 7,
  cif: 'B12345678',
  razonSocial: 'Nova Tech SL',
  nombreComercial: 'Nova Tech',
  estado: 'pendiente',
  fechaAlta: '2026-11-20T10:00:00.000Z',
  contacto: { nombre: 'Laura Puig', email: 'laura@nova.example' },
  motivo: null,
  ofertas: 0,
  ...over,
});

const contadores = { pendiente: 2, validada: 14, bloqueada: 1, rechazada: 0 };
const page = (items: StaffCompanyItem[]) => ({ total: items.length, pagina: 1, porPagina: 25, items, contadores });

function renderQueue(path = '/gestion/empresas') {
  const posted: ApiRequest[] = [];
  const view = renderPage(path, tableRoute('staff-companies', <CompanyQueuePage />), {
    user: staffMember,
    api: {
      'GET /api/Gestor/dameEmpresasGestor': ok(page([company(), company({ idEmpresa: 8, nombreComercial: 'Bahía Datos', cif: 'B87654321' })])),
      'POST /api/Gestor/rechazaEmpresa': (request) => {
        posted.push(request);
        return ok(company({ estado: 'rechazada', motivo: 'CIF incorrecto' }));
      },
      'GET /api/Gestor/exportaEmpresasGestor': (request) => {
        posted.push(request);
        return new Response('\uFEFFId;CIF\r\n7;B12345678\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="empresas-2026-11-23.csv"' } });
      },
      'POST /api/Gestor/validaEmpresas': (request) => {
        posted.push(request);
        return ok({ validadas: 2 });
      },
    },
  });
  return { ...view, posted };
}

describe('the company requests queue', () => {
  it('shows the state tabs with their counts and the pending requests', async () => {
    renderQueue();
    const rows = await screen.findAllByRole('row');
    const tabs = screen.getByRole('navigation', { name: 'Estados de las empresas' });
    expect(within(tabs).getByRole('link', { name: 'Pendientes 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Validadas 14' })).toHaveAttribute('href', '/gestion/empresas?estado=validada');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Nova Tech');
    expect(rows[1]).toHaveTextContent('laura@nova.example');
  });

  it('rejecting asks for the reason and sends it; an empty reason is not sent', async () => {
    const { user, posted } = renderQueue();
    const row = (await screen.findAllByRole('row'))[1]!;
    await user.click(within(row).getByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar la solicitud de Nova Tech' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(within(dialog).getByText('Escribe el motivo (al menos 3 caracteres).')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'CIF incorrecto');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nova Tech: solicitud rechazada y empresa avisada.');
    expect(posted[0]?.body).toEqual({ idEmpresa: 7, motivo: 'CIF incorrecto' });
  });

  it('validates the selected requests at once', async () => {
    const { user, posted } = renderQueue();
    await screen.findAllByRole('row');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las de esta página' }));
    await user.click(screen.getByRole('button', { name: 'Validar las seleccionadas' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 empresas validadas.');
    expect(posted[0]?.body).toEqual({ idsEmpresa: [7, 8] });
  });

  it('keeps the search in the address', async () => {
    const { user, router } = renderQueue('/gestion/empresas?estado=validada');
    await user.type(screen.getByRole('textbox', { name: 'Buscar por nombre o CIF' }), 'nova');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(router.state.location.search).toBe('?estado=validada&texto=nova');
  });

  it('exports the companies of the state and search on screen as CSV', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const { user, posted } = renderQueue('/gestion/empresas?estado=validada&texto=nova');
    await screen.findAllByRole('row');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    const request = posted.find((r) => r.path === '/api/Gestor/exportaEmpresasGestor');
    expect(Object.fromEntries(request?.search ?? [])).toEqual({ estado: 'validada', texto: 'nova' });
    const blob = created.mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toContain('7;B12345678');
    created.mockRestore();
  });
});
