import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Status, educationRequestCalls, type EducationRequestDetail } from '@portal/shared';
import { fail, mockCall, routeOf, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { companyContact } from '@/testing/test-data';
import { getNotice } from '@/lib/notices';
import EducationRequestPage from './education-request';
import EducationRequestEditPage from './education-request-edit';
import EducationRequestsPage from './education-requests';

const request = (over: Partial<EducationRequestDetail> = {}): EducationRequestDetail => ({
  idSolicitudPractica: 21,
  idPractica: null,
  origen: 'alumno',
  estado: 'pendiente',
  alumno: 'Martí Peña Ferrà',
  titulacion: 'Grado en Economía',
  fechaInicio: '2027-01-01',
  fechaFin: '2027-04-30',
  horasDia: 5,
  horasSemana: 25,
  puestoTrabajo: 'Técnico de logística',
  fecha: '2026-11-20T10:00:00.000Z',
  editable: false,
  decidible: true,
  departamento: 'Operaciones',
  tareas: 'Apoyo al equipo',
  curso: 4,
  tutor: { nombre: 'Joan', apellidos: 'Riera', email: 'joan@example.org', telefono: null, cargo: null },
  motivoDecision: null,
  fechaDecision: null,
  ...over,
});

describe('education internship requests of a company', () => {
  it('puts the students’ requests to answer first, the company’s own after with its edit link, and checks a DNI before a new request', async () => {
    const sent: ApiRequest[] = [];
    renderPage('/solicitudes-practicas-educacion', tableRoute('education-requests', <EducationRequestsPage />), {
      user: companyContact,
      api: {
        ...mockCall(educationRequestCalls.list, [request(), request({ idSolicitudPractica: 22, origen: 'empresa', alumno: 'Lucía Martín Ferrer', editable: true, decidible: false })]),
        [routeOf(educationRequestCalls.checkDni)]: (req) => {
          sent.push(req);
          return (req.body as { dni: string }).dni === '00000000T' ? { http: 404, body: fail(Status.UnknownStudentDni) } : { status: 0, datos: { existe: true, nombre: 'Lucía M. F.' } };
        },
      },
    });
    const toAnswer = await screen.findByRole('region', { name: 'Pendientes de tu respuesta' });
    expect(within(toAnswer).getByRole('link', { name: 'Responder la solicitud de Martí Peña Ferrà' })).toHaveTextContent('Responder');
    const others = screen.getByRole('region', { name: 'Otras solicitudes' });
    expect(within(others).getByRole('link', { name: 'Editar la solicitud de Lucía Martín Ferrer' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nueva solicitud' }));
    await user.type(screen.getByRole('textbox', { name: /DNI o NIE del estudiante/ }), '00000000T');
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(await screen.findByText('Estudiante no encontrado')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /DNI o NIE del estudiante/ }));
    await user.type(screen.getByRole('textbox', { name: /DNI o NIE del estudiante/ }), '12345678Z');
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(await screen.findByText('Estudiante encontrado: Lucía M. F.')).toBeInTheDocument();
    expect(sent.map((r) => r.body)).toEqual([{ dni: '00000000T' }, { dni: '12345678Z' }]);
  });

  it("accepts a student's request from its page and says so", async () => {
    const sent: ApiRequest[] = [];
    renderPage('/solicitudes-practicas-educacion/21', tableRoute('education-request', <EducationRequestPage />), {
      user: companyContact,
      api: {
        ...mockCall(educationRequestCalls.detail, request()),
        [routeOf(educationRequestCalls.accept)]: (req) => {
          sent.push(req);
          return { status: 529, datos: request({ estado: 'aceptada', decidible: false }) };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Has aceptado la solicitud de Martí Peña Ferrà.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ idSolicitudPractica: 21 });
  });

  it("keeps the company's edit of its own request and says so on the request's page", async () => {
    const sent: ApiRequest[] = [];
    const own = request({ idSolicitudPractica: 22, origen: 'empresa', alumno: 'Lucía Martín Ferrer', editable: true, decidible: false });
    const { router } = renderPage('/solicitudes-practicas-educacion/22/editar', tableRoute('education-request-edit', <EducationRequestEditPage />), {
      user: companyContact,
      api: {
        ...mockCall(educationRequestCalls.detail, own),
        [routeOf(educationRequestCalls.request)]: (req) => {
          sent.push(req);
          return { status: Status.RequestModified, datos: { ...own, horasSemana: 20 } };
        },
      },
    });
    const user = userEvent.setup();
    const weekly = await screen.findByLabelText(/^Horas a la semana/);
    await user.clear(weekly);
    await user.type(weekly, '20');
    await user.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/solicitudes-practicas-educacion/22');
    expect(sent[0]?.body).toMatchObject({ idSolicitudPractica: 22, horasSemana: 20 });
    // The banner's 532 is for the request's page: it outlasts arriving there (the root layout clears other notices).
    expect(getNotice()).toMatchObject({ status: Status.RequestModified, opensOn: '/solicitudes-practicas-educacion/22' });
  });
});
