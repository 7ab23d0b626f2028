import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Status, companyChangeRequestCalls, companyInternsCalls, type ChangeRequestItem, type CompanyIntern } from '@portal/shared';
import { fail, mockCall, routeOf, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { companyContact } from '@/testing/test-data';
import InternshipChangePage from './internship-change';

const intern = (over: Partial<CompanyIntern> = {}): CompanyIntern => ({
  idPractica: 5,
  estado: 'activa',
  alumno: { nombre: 'Lucía', apellidos: 'Martín Ferrer' },
  titulacion: 'Grado en Economía',
  fechaInicio: '2026-09-01',
  fechaFin: '2026-12-31',
  horasDia: 5,
  horasSemana: 25,
  puestoTrabajo: 'Técnica en prácticas',
  tutor: { nombre: 'Laura', apellidos: 'Ferrer', email: 'laura@example.org' },
  ...over,
});

const request = (over: Partial<ChangeRequestItem> = {}): ChangeRequestItem => ({
  idSolicitud: 3,
  idPractica: 9,
  accion: 'horas',
  estado: 'rechazada',
  alumno: 'Pau Serra Vidal',
  empresa: 'Nova Tech',
  pide: { fechaInicio: null, fechaFin: null, horasDia: 6, tutor: null },
  antes: { fechaInicio: null, fechaFin: null, horasDia: 4, tutor: null },
  motivo: 'Más carga de trabajo',
  motivoDecision: 'El convenio fija 4 horas',
  fecha: '2026-10-02T10:00:00.000Z',
  fechaDecision: '2026-10-03T10:00:00.000Z',
  documentos: [],
  ...over,
});

function renderChange(answer: (req: ApiRequest) => unknown) {
  return renderPage('/solicitar-cambio-practicas', tableRoute('internship-change', <InternshipChangePage />), {
    user: companyContact,
    api: {
      ...mockCall(companyInternsCalls.list, [intern(), intern({ idPractica: 9, estado: 'finalizada', alumno: { nombre: 'Pau', apellidos: 'Serra Vidal' } })]),
      ...mockCall(companyChangeRequestCalls.mine, [request()]),
      [routeOf(companyChangeRequestCalls.request)]: (req) => answer(req) as never,
    },
  });
}

describe('asking for an internship change', () => {
  it('lists the interns and the requests with the decision, and sends a change of hours with its reason', async () => {
    const sent: ApiRequest[] = [];
    renderChange((req) => {
      sent.push(req);
      return { status: 528, datos: request({ idSolicitud: 4, idPractica: 5, estado: 'pendiente', alumno: 'Lucía Martín Ferrer', motivoDecision: null, fechaDecision: null }) };
    });
    const interns = await screen.findByRole('region', { name: 'Tus estudiantes en prácticas' });
    expect(await within(interns).findByText('Lucía Martín Ferrer')).toBeInTheDocument();
    expect(within(interns).getByText('Finalizada')).toBeInTheDocument();
    // Only an internship that has not ended can change.
    expect(within(interns).getAllByRole('button')).toHaveLength(1);
    const requests = screen.getByRole('region', { name: 'Tus solicitudes de cambio' });
    expect(await within(requests).findByText('Respuesta del servicio: El convenio fija 4 horas')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(interns).getByRole('button', { name: 'Pedir un cambio en las prácticas de Lucía Martín Ferrer' }));
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    expect(await screen.findAllByText('Este campo es requerido')).not.toHaveLength(0);
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'Horas al día' }));
    await user.type(screen.getByRole('textbox', { name: /Horas al día/ }), '4');
    await user.type(screen.getByRole('textbox', { name: /Motivo/ }), 'Tiene clases por la tarde');
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    expect(await screen.findByText(/Solicitud enviada: el servicio revisará el cambio en las prácticas de Lucía Martín Ferrer/)).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ idPractica: 5, accion: 'horas', horasDia: 4, motivo: 'Tiene clases por la tarde' });
  });

  it('says why the service refused to take the request (one already open)', async () => {
    renderChange(() => ({ http: 409, body: fail(Status.ChangeRequestOpen) }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pedir un cambio en las prácticas de Lucía Martín Ferrer' }));
    await user.click(screen.getByRole('radio', { name: 'Finalización anticipada' }));
    await user.type(screen.getByLabelText(/Último día de prácticas/), '2026-11-30');
    await user.type(screen.getByRole('textbox', { name: /Motivo/ }), 'Fin del proyecto');
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    expect(await screen.findByText('Ya hay una solicitud abierta')).toBeInTheDocument();
  });
});
