import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { staffEducationRequestCalls, type StaffEducationRequestItem } from '@portal/shared';
import { mockCall, routeOf, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import StaffEducationRequestsPage from './staff-education-requests';

const item = (over: Partial<StaffEducationRequestItem> = {}): StaffEducationRequestItem => ({
  idSolicitudPractica: 31,
  idPractica: null,
  origen: 'empresa',
  estado: 'pendiente',
  alumno: 'Lucía Martín Ferrer',
  titulacion: 'Grado en Economía',
  fechaInicio: '2027-02-01',
  fechaFin: '2027-05-31',
  horasDia: 5,
  horasSemana: 25,
  puestoTrabajo: 'Técnica de proyectos',
  fecha: '2026-10-02T10:00:00.000Z',
  editable: true,
  decidible: false,
  empresa: 'Nova Tech',
  decidibleGestor: true,
  motivoDecision: null,
  ...over,
});

describe('the education requests of the back office', () => {
  it("decides a company's own request (rejecting only with a reason) and leaves a student's to the company", async () => {
    const sent: ApiRequest[] = [];
    const student = item({ idSolicitudPractica: 32, origen: 'alumno', alumno: 'Martí Peña Ferrà', editable: false, decidible: true, decidibleGestor: false });
    renderPage('/gestion/solicitudes-practicas', tableRoute('staff-education-requests', <StaffEducationRequestsPage />), {
      user: staffMember,
      api: {
        ...mockCall(staffEducationRequestCalls.list, { total: 2, pagina: 1, porPagina: 25, items: [item(), student], contadores: { pendiente: 2, aceptada: 1, rechazada: 0 } }),
        [routeOf(staffEducationRequestCalls.reject)]: (req) => {
          sent.push(req);
          return { status: 530, datos: item({ estado: 'rechazada', decidibleGestor: false, motivoDecision: 'Horario fuera del convenio' }) };
        },
      },
    });
    expect(await screen.findByText('La responde la empresa')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar la solicitud de prácticas de Martí Peña Ferrà' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rechazar la solicitud de prácticas de Lucía Martín Ferrer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la solicitud: Lucía Martín Ferrer (Nova Tech)' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Este campo es requerido')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'Horario fuera del convenio');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Solicitud rechazada: Lucía Martín Ferrer (Nova Tech).')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ idSolicitudPractica: 31, motivo: 'Horario fuera del convenio' });
  });

  it('exports every request of the state shown as CSV', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const requests: ApiRequest[] = [];
    const { user } = renderPage('/gestion/solicitudes-practicas?estado=rechazada&pagina=2', tableRoute('staff-education-requests', <StaffEducationRequestsPage />), {
      user: staffMember,
      api: {
        ...mockCall(staffEducationRequestCalls.list, { total: 26, pagina: 2, porPagina: 25, items: [item({ estado: 'rechazada', decidibleGestor: false, motivoDecision: 'Sin plaza' })], contadores: { pendiente: 0, aceptada: 0, rechazada: 26 } }),
        [routeOf(staffEducationRequestCalls.export)]: (request) => {
          requests.push(request);
          return new Response('\uFEFFId;Estudiante\r\n31;Lucía\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="solicitudes-practicas.csv"' } });
        },
      },
    });
    expect(await screen.findByText('Sin plaza')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(requests[0]?.path).toBe('/api/Gestor/exportaSolicitudesPracticasGestor');
    expect(requests[0]?.search.get('estado')).toBe('rechazada');
    expect(requests[0]?.search.has('pagina')).toBe(false);
    created.mockRestore();
  });
});
