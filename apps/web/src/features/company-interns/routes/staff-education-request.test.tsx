import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status, staffEducationRequestCalls, staffEducationRequestDetailCall } from '@portal/shared';
import { fail, mockCall, routeOf, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import StaffEducationRequestPage from './staff-education-request';

const accepted = {
  idSolicitudPractica: 7,
  origen: 'alumno' as const,
  estado: 'aceptada' as const,
  alumno: 'Lucía Martín Ferrer',
  titulacion: 'Grado en Administración de Empresas',
  fechaInicio: '2026-10-01',
  fechaFin: '2027-01-31',
  horasDia: 5,
  horasSemana: 25,
  puestoTrabajo: 'Auxiliar de marketing',
  fecha: '2026-09-01T10:00:00.000Z',
  editable: false,
  decidible: false,
  departamento: null,
  tareas: 'Apoyo al equipo de marketing digital.',
  curso: null,
  tutor: { nombre: 'Joan', apellidos: 'Riera Mas', email: 'joan@innovacion.example', telefono: null, cargo: null },
  motivoDecision: null,
  fechaDecision: '2026-09-05T10:00:00.000Z',
  idPractica: 12,
  empresa: 'Innovación Digital Ibérica',
  cif: 'B12345674',
  emailContacto: 'empresa@example.org',
  decidibleGestor: false,
};

describe('one internship proposal in the back office', () => {
  it('shows the student, the company and its CIF, the position, dates, hours and tasks, and the way back', async () => {
    renderPage('/gestion/solicitudes-practicas/7', tableRoute('staff-education-request', <StaffEducationRequestPage />), {
      user: staffMember,
      api: { ...mockCall(staffEducationRequestDetailCall, accepted) },
    });
    expect(await screen.findByRole('heading', { name: 'Lucía Martín Ferrer' })).toBeInTheDocument();
    for (const text of ['Innovación Digital Ibérica', 'B12345674', 'Auxiliar de marketing', 'Apoyo al equipo de marketing digital.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Volver a las solicitudes' })).toHaveAttribute('href', '/gestion/solicitudes-practicas');
  });

  it("shows the catalogue's text for another institution's request (608)", async () => {
    renderPage('/gestion/solicitudes-practicas/9', tableRoute('staff-education-request', <StaffEducationRequestPage />), {
      user: staffMember,
      api: { [routeOf(staffEducationRequestDetailCall)]: fail(Status.NotFound) },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Lucía Martín Ferrer')).not.toBeInTheDocument();
  });

  it("accepts a company's own pending request from its detail, and says so", async () => {
    const sent: ApiRequest[] = [];
    const own = { ...accepted, origen: 'empresa' as const, estado: 'pendiente' as const, fechaDecision: null, idPractica: null, decidibleGestor: true };
    const { user } = renderPage('/gestion/solicitudes-practicas/7', tableRoute('staff-education-request', <StaffEducationRequestPage />), {
      user: staffMember,
      api: {
        ...mockCall(staffEducationRequestDetailCall, own),
        [routeOf(staffEducationRequestCalls.accept)]: (request) => {
          sent.push(request);
          return { status: Status.RequestAccepted, datos: { ...own, estado: 'aceptada', decidibleGestor: false, idPractica: 12 } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Aceptar la solicitud de prácticas de Lucía Martín Ferrer/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(/Solicitud aceptada y prácticas creadas/)).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ idSolicitudPractica: 7 });
  });

  it("decides a student's proposal at a company outside the portal, saying only the student is told", async () => {
    const sent: ApiRequest[] = [];
    const outside = { ...accepted, estado: 'pendiente' as const, fechaDecision: null, idPractica: null, empresa: 'Taller Nou SL', emailContacto: 'rrhh@tallernou.example.net', decidibleGestor: true };
    const { user } = renderPage('/gestion/solicitudes-practicas/7', tableRoute('staff-education-request', <StaffEducationRequestPage />), {
      user: staffMember,
      api: {
        ...mockCall(staffEducationRequestDetailCall, outside),
        [routeOf(staffEducationRequestCalls.reject)]: (request) => {
          sent.push(request);
          return { status: Status.RequestRejected, datos: { ...outside, estado: 'rechazada', decidibleGestor: false, motivoDecision: 'La empresa no tiene convenio' } };
        },
      },
    });
    // The contact the student gave, for the service to write to.
    expect(await screen.findByText('rrhh@tallernou.example.net')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Rechazar la solicitud de prácticas de Lucía Martín Ferrer/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/La empresa no está en el portal/)).toBeInTheDocument();
    expect(within(dialog).getByText('El estudiante lo leerá en su aviso.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'La empresa no tiene convenio');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText(/Solicitud rechazada/)).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ idSolicitudPractica: 7, motivo: 'La empresa no tiene convenio' });
  });

  it("offers no decision on a student's proposal: that is the company's answer", async () => {
    renderPage('/gestion/solicitudes-practicas/7', tableRoute('staff-education-request', <StaffEducationRequestPage />), {
      user: staffMember,
      api: { ...mockCall(staffEducationRequestDetailCall, { ...accepted, estado: 'pendiente', fechaDecision: null }) },
    });
    expect(await screen.findByRole('heading', { name: 'Lucía Martín Ferrer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aceptar/ })).not.toBeInTheDocument();
  });
});
