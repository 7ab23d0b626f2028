import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { staffChangeRequestCalls, type ChangeRequestItem } from '@portal/shared';
import { mockCall, routeOf, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import StaffInternshipChangesPage from './staff-internship-changes';

const pending: ChangeRequestItem = {
  idSolicitud: 7,
  idPractica: 5,
  accion: 'tutor',
  estado: 'pendiente',
  alumno: 'Lucía Martín Ferrer',
  empresa: 'Nova Tech',
  pide: { fechaInicio: null, fechaFin: null, horasDia: null, tutor: { nombre: 'Ana', apellidos: 'Gil', email: 'ana@example.org' } },
  antes: { fechaInicio: null, fechaFin: null, horasDia: null, tutor: { nombre: 'Laura', apellidos: 'Ferrer', email: 'laura@example.org' } },
  motivo: 'Laura deja la empresa',
  motivoDecision: null,
  fecha: '2026-10-02T10:00:00.000Z',
  fechaDecision: null,
};

describe('the change requests of the back office', () => {
  it('shows the pending requests with counts, and refuses one only with a reason', async () => {
    const sent: ApiRequest[] = [];
    renderPage('/gestion/cambios-practicas', tableRoute('staff-internship-changes', <StaffInternshipChangesPage />), {
      user: staffMember,
      api: {
        ...mockCall(staffChangeRequestCalls.list, { total: 1, pagina: 1, porPagina: 25, items: [pending], contadores: { pendiente: 1, aceptada: 4, rechazada: 2 } }),
        [routeOf(staffChangeRequestCalls.refuse)]: (req) => {
          sent.push(req);
          return { status: 530, datos: { ...pending, estado: 'rechazada', motivoDecision: 'No consta en el convenio' } };
        },
      },
    });
    const tabs = await screen.findByRole('navigation', { name: 'Estados de las solicitudes' });
    expect(await within(tabs).findByRole('link', { name: 'Aceptada 4' })).toBeInTheDocument();
    expect(await screen.findByText('Antes: Laura Ferrer (laura@example.org)')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rechazar el cambio de Lucía Martín Ferrer' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Este campo es requerido')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'No consta en el convenio');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Cambio rechazado: Lucía Martín Ferrer (Nova Tech).')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ idSolicitud: 7, motivo: 'No consta en el convenio' });
  });

  it("pages the state's requests and exports every row of the state as CSV", async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const requests: ApiRequest[] = [];
    const accepted = { ...pending, estado: 'aceptada' as const, fechaDecision: '2026-10-05T10:00:00.000Z' };
    const { user } = renderPage('/gestion/cambios-practicas?estado=aceptada&pagina=2', tableRoute('staff-internship-changes', <StaffInternshipChangesPage />), {
      user: staffMember,
      api: {
        ...mockCall(staffChangeRequestCalls.list)((request) => {
          requests.push(request);
          return { total: 30, pagina: 2, porPagina: 25, items: [accepted], contadores: { pendiente: 1, aceptada: 30, rechazada: 2 } };
        }),
        [routeOf(staffChangeRequestCalls.export)]: (request) => {
          requests.push(request);
          return new Response('\uFEFFId;Estudiante\r\n7;Lucía\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="cambios-practicas.csv"' } });
        },
      },
    });
    const pages = await screen.findByRole('navigation', { name: 'Páginas' });
    expect(within(pages).getByText('Página 2 de 2 (30 en total)')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/gestion/cambios-practicas?estado=aceptada');
    expect(requests[0]?.search.get('pagina')).toBe('2');
    expect(requests[0]?.search.get('estado')).toBe('aceptada');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    const exported = requests.find((r) => r.path === '/api/Gestor/exportaSolicitudesCambioPracticasGestor');
    expect(exported?.search.get('estado')).toBe('aceptada');
    expect(exported?.search.has('pagina')).toBe(false);
    created.mockRestore();
  });
});
