import { screen, waitFor, within } from '@testing-library/react';
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
  documentos: [],
};

/** A candidate's renunciation in the same queue: no value asked, the internship's dates, its documents. */
const renunciation: ChangeRequestItem = {
  ...pending,
  idSolicitud: 8,
  idPractica: 6,
  accion: 'renuncia',
  alumno: 'Pau Serra Vidal',
  empresa: '',
  pide: { fechaInicio: null, fechaFin: null, horasDia: null, tutor: null },
  antes: { fechaInicio: '2026-09-01', fechaFin: '2026-12-31', horasDia: null, tutor: null },
  motivo: '',
  documentos: [{ id: 41, nombre: 'renuncia-firmada.pdf' }],
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

  it("shows a renunciation with its documents to read, and decides it in the renunciation's own words", async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const sent: ApiRequest[] = [];
    const { user, api } = renderPage('/gestion/cambios-practicas', tableRoute('staff-internship-changes', <StaffInternshipChangesPage />), {
      user: staffMember,
      api: {
        ...mockCall(staffChangeRequestCalls.list, { total: 2, pagina: 1, porPagina: 25, items: [pending, renunciation], contadores: { pendiente: 2, aceptada: 0, rechazada: 0 } }),
        'GET /api/Gestor/dameDocumentoPracticaGestor/41': () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
        [routeOf(staffChangeRequestCalls.refuse)]: (req) => {
          sent.push(req);
          return { status: 530, datos: { ...renunciation, estado: 'rechazada', motivoDecision: 'Falta la firma' } };
        },
        [routeOf(staffChangeRequestCalls.accept)]: (req) => {
          sent.push(req);
          return { status: 529, datos: { ...renunciation, estado: 'aceptada' } };
        },
      },
    });
    expect(await screen.findByText('Renuncia del estudiante')).toBeInTheDocument();
    // An internship at a company outside the portal says so rather than leaving a blank.
    expect(screen.getByText('Empresa de fuera del portal')).toBeInTheDocument();
    expect(screen.getByText(/^Prácticas del/)).toBeInTheDocument();
    const files = screen.getByRole('list', { name: 'Documentos de la renuncia de Pau Serra Vidal' });
    await user.click(within(files).getByRole('button', { name: 'Descargar renuncia-firmada.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', '/api/Gestor/dameDocumentoPracticaGestor/41')[0]?.headers.authorization).toMatch(/^Bearer /);

    // Refusing asks for the reason the student reads.
    await user.click(screen.getByRole('button', { name: 'Rechazar la renuncia de Pau Serra Vidal' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rechazar la renuncia: Pau Serra Vidal (Empresa de fuera del portal)' });
    expect(within(dialog).getByText('El estudiante lo leerá en su aviso.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'Falta la firma');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Renuncia rechazada: Pau Serra Vidal (Empresa de fuera del portal).')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ idSolicitud: 8, motivo: 'Falta la firma' });

    // Accepting says first that it ends the internship and who is told.
    await user.click(screen.getByRole('button', { name: 'Aceptar la renuncia de Pau Serra Vidal' }));
    dialog = await screen.findByRole('dialog', { name: 'Aceptar la renuncia: Pau Serra Vidal (Empresa de fuera del portal)' });
    expect(within(dialog).getByText(/Las prácticas terminarán como renunciadas/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Renuncia aceptada: Pau Serra Vidal (Empresa de fuera del portal). Las prácticas han terminado.')).toBeInTheDocument();
    expect(sent[1]?.body).toEqual({ idSolicitud: 8 });
  });
});
