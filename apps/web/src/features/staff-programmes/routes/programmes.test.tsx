import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffAdhesion } from '@portal/shared';
import { ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import StaffProgrammesPage from './programmes';

const waiting: StaffAdhesion = { id: 9, idPrograma: 3, programa: 'Programa de verano', idEmpresa: 4, empresa: 'Tramuntana SL', estado: 'solicitada', motivo: null, fechaSolicitud: '2026-11-01T10:00:00.000Z', fechaResolucion: null };

describe('the back office programmes', () => {
  it('lists the programmes with their requests, and refuses a request with its reason', async () => {
    const posted: ApiRequest[] = [];
    const { user } = renderPage('/gestion/programas?pestana=solicitudes', tableRoute('staff-programmes', <StaffProgrammesPage />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameProgramasPracticasGestor': ok([]),
        'GET /api/Gestor/dameAdhesionesProgramaGestor': ok([waiting]),
        'POST /api/Gestor/resuelveAdhesionProgramaGestor': (request) => {
          posted.push(request);
          return ok({ ...waiting, estado: 'rechazada', motivo: 'Plazas cubiertas.', fechaResolucion: '2026-11-02T10:00:00.000Z' });
        },
      },
    });
    const row = (await screen.findByRole('cell', { name: 'Tramuntana SL' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Rechazar: Tramuntana SL' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Plazas cubiertas.');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Solicitud de Tramuntana SL rechazada. La empresa ha sido avisada.')).toBeInTheDocument();
    expect(posted[0]?.body).toEqual({ id: 9, aceptar: false, motivo: 'Plazas cubiertas.' });
  });
});
