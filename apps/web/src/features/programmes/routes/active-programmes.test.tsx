import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProgrammeDetail } from '@portal/shared';
import { fail, ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate, companyContact } from '@/testing/test-data';
import ActiveProgrammePage from './active-programme';
import ActiveProgrammesPage from './active-programmes';

const summer = { id: 3, titulo: 'Programa de verano 2027', descripcion: 'Estancias de verano.', fechaInicio: '2027-07-01', fechaFin: '2027-09-30', abierto: true, adhesion: null };
const digital = { ...summer, id: 4, titulo: 'Talento Digital', abierto: false, adhesion: { estado: 'rechazada' as const, motivo: 'Plazas cubiertas.', fechaSolicitud: '2026-05-01T10:00:00.000Z', fechaResolucion: '2026-05-04T10:00:00.000Z' } };
const detail: ProgrammeDetail = {
  ...summer,
  documentos: [{ idDocumento: 8, tipo: 'programa', titulo: 'Bases del programa', descripcion: null, nombreFichero: 'bases.pdf', fecha: '2026-10-01', idPrograma: 3, programa: 'Programa de verano 2027' }],
};

describe('the active internship programmes', () => {
  it('lists them with their dates and state; a company also sees its requests with the reason of a refusal', async () => {
    renderPage('/programas-practicas-activos', tableRoute('active-programmes', <ActiveProgrammesPage />), {
      user: companyContact,
      api: {
        'GET /api/Publico/programasPracticasActivos': ok([summer, digital]),
        'GET /api/Empresa/programasDeLaEmpresa': ok([{ idPrograma: 4, programa: 'Talento Digital', abierto: false, ...digital.adhesion }]),
      },
    });
    const link = await screen.findByRole('link', { name: 'Programa de verano 2027' });
    expect(link).toHaveAttribute('href', '/programas-practicas-activos/3');
    expect(screen.getByText('Abierto a adhesiones')).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Solicitudes de tu empresa' });
    expect(await within(mine).findByText('Rechazada')).toBeInTheDocument();
    expect(within(mine).getByText('Motivo: Plazas cubiertas.')).toBeInTheDocument();
  });

  it('shows a candidate the programmes without any request part', async () => {
    renderPage('/programas-practicas-activos', tableRoute('active-programmes', <ActiveProgrammesPage />), {
      user: candidate,
      api: { 'GET /api/Publico/programasPracticasActivos': ok([summer]) },
    });
    expect(await screen.findByRole('link', { name: 'Programa de verano 2027' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Solicitudes de tu empresa' })).toBeNull();
  });

  it('lets a company ask to join an open programme and then shows its request waiting', async () => {
    const posted: ApiRequest[] = [];
    let current: ProgrammeDetail = detail;
    const { user } = renderPage('/programas-practicas-activos/3', tableRoute('active-programme', <ActiveProgrammePage />), {
      user: companyContact,
      api: {
        'GET /api/Publico/detallePrograma/:id': () => ok(current),
        'POST /api/Publico/solicitaAdhesionPrograma/:id': (request) => {
          posted.push(request);
          current = { ...detail, adhesion: { estado: 'solicitada', motivo: null, fechaSolicitud: '2026-11-27T08:00:00.000Z', fechaResolucion: null } };
          return { status: 525, datos: current };
        },
        'GET /api/Publico/programasPracticasActivos': ok([summer]),
        'GET /api/Empresa/programasDeLaEmpresa': ok([]),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Programa de verano 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar bases.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solicitar la adhesión' }));
    expect(await screen.findByText('El servicio está revisando tu solicitud. Te avisaremos cuando la resuelva.')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Solicitar la adhesión' })).toBeNull();
  });

  it('says why a request was refused by the server (64: already asked)', async () => {
    const { user } = renderPage('/programas-practicas-activos/3', tableRoute('active-programme', <ActiveProgrammePage />), {
      user: companyContact,
      api: {
        'GET /api/Publico/detallePrograma/:id': ok(detail),
        'POST /api/Publico/solicitaAdhesionPrograma/:id': () => ({ http: 409, body: fail(64) }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Solicitar la adhesión' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
