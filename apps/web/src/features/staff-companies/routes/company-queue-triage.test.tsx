import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffCompanyCalls, staffContentItemCalls, type StaffCompanyItem } from '@portal/shared';
import { mockCall } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import CompanyQueuePage from './company-queue';

// Triage of the requests queue (issue 22, point 6): order by waiting time, bulk rejection with canned texts.
const company = (over: Partial<StaffCompanyItem> = {}): StaffCompanyItem => ({
  idEmpresa: 7,
  cif: 'B12345678',
  razonSocial: 'Nova Tech SL',
  nombreComercial: 'Nova Tech',
  estado: 'pendiente',
  fechaAlta: '2026-11-20T10:00:00.000Z',
  contacto: null,
  motivo: null,
  ofertas: 0,
  ...over,
});
const contadores = { pendiente: 2, validada: 14, bloqueada: 1, rechazada: 0 };

function renderQueue() {
  return renderPage('/gestion/empresas', tableRoute('staff-companies', <CompanyQueuePage />), {
    user: staffMember,
    api: {
      ...mockCall(staffCompanyCalls.list, { total: 2, pagina: 1, porPagina: 25, items: [company(), company({ idEmpresa: 8, nombreComercial: 'Bahía Datos' })], contadores }),
      ...mockCall(staffCompanyCalls.rejectMany, { rechazadas: 2 }),
      ...mockCall(staffContentItemCalls.rejectionReasons, [
        { idMotivo: 4, idEstado: 17, idPerfil: null, descripcionCa: 'Dades incompletes', descripcionEs: 'Datos incompletos', descripcionEn: 'Incomplete data', paraAlumnos: false, activo: true, propio: true },
      ]),
    },
  });
}

describe('triaging the company requests queue', () => {
  it('asks the server for the newest requests first when staff pick that order', async () => {
    const { user, api } = renderQueue();
    await user.selectOptions(await screen.findByLabelText('Orden'), 'recientes');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/Gestor/dameEmpresasGestor').at(-1)?.search.get('orden')).toBe('recientes'));
  });

  it('rejects the requests picked with a canned reason after naming them', async () => {
    const { user, api } = renderQueue();
    await user.click(await screen.findByRole('checkbox', { name: /Seleccionar todas/ }));
    await user.click(screen.getByRole('button', { name: 'Rechazar las seleccionadas' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar 2 solicitudes?' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Nova Tech · B12345678', 'Bahía Datos · B12345678']);
    await user.selectOptions(within(dialog).getByLabelText('Motivo predefinido'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Gestor/rechazaEmpresas')[0]?.body).toEqual({ idsEmpresa: [7, 8], motivo: 'Datos incompletos' }));
    expect(await screen.findByText('2 solicitudes rechazadas.')).toBeInTheDocument();
  });
});
