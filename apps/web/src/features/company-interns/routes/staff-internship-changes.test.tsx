import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
        ...mockCall(staffChangeRequestCalls.list, { items: [pending], contadores: { pendiente: 1, aceptada: 4, rechazada: 2 } }),
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
});
