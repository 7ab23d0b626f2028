import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffContentItemCalls, staffOfferCalls, type StaffOfferItem, type StaffRejectionReason } from '@portal/shared';
import { mockCall } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import { staffOffer } from '../testing/staff-offer-data';
import OfferQueuePage from './offer-queue';

// Triage of the queue (issue 22, point 6): order by waiting time, bulk send-back and rejection with canned texts.
const contadores = { pendiente: 2, devuelta: 0, publicada: 5, cerrada: 0, rechazada: 0 };
const page = (items: StaffOfferItem[]) => ({ total: items.length, pagina: 1, porPagina: 25, items, contadores });

const reason = (over: Partial<StaffRejectionReason>): StaffRejectionReason => ({
  idMotivo: 1,
  idEstado: 17,
  idPerfil: null,
  descripcionCa: 'Falta informació',
  descripcionEs: 'Falta información',
  descripcionEn: 'Missing information',
  paraAlumnos: false,
  activo: true,
  propio: false,
  ...over,
});

function renderQueue(path = '/gestion/ofertas') {
  return renderPage(path, tableRoute('staff-offers', <OfferQueuePage />), {
    user: staffMember,
    api: {
      ...mockCall(staffOfferCalls.list, page([staffOffer(), staffOffer({ idOferta: 42, titulo: 'Comercial junior' })])),
      ...mockCall(staffOfferCalls.sendBackMany, { devueltas: 2 }),
      ...mockCall(staffOfferCalls.rejectMany, { rechazadas: 2 }),
      ...mockCall(staffContentItemCalls.rejectionReasons, [
        reason({ idMotivo: 1 }),
        reason({ idMotivo: 2, descripcionEs: 'He encontrado trabajo', paraAlumnos: true }),
        reason({ idMotivo: 3, descripcionEs: 'Motivo retirado', activo: false }),
      ]),
    },
  });
}

describe('triaging the offers queue', () => {
  it('asks the server for the newest first when staff pick that order', async () => {
    const { user, api } = renderQueue();
    await user.selectOptions(await screen.findByLabelText('Orden'), 'recientes');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/Gestor/dameOfertasGestor').at(-1)?.search.get('orden')).toBe('recientes'));
  });

  it('rejects the offers picked with a canned reason, naming them first; cancelling sends nothing', async () => {
    const { user, api } = renderQueue();
    await user.click(await screen.findByRole('checkbox', { name: /Seleccionar todas/ }));
    await user.click(screen.getByRole('button', { name: 'Rechazar las seleccionadas' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Rechazar 2 ofertas?' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('POST', '/api/Gestor/rechazaOfertas')).toHaveLength(0);

    // The selection is kept after a cancel: the same two offers are asked about again.
    await user.click(screen.getByRole('button', { name: 'Rechazar las seleccionadas' }));
    dialog = await screen.findByRole('dialog', { name: '¿Rechazar 2 ofertas?' });
    const presets = within(dialog).getByLabelText('Motivo predefinido');
    // Only the active reasons a company may read are offered.
    expect(within(presets).getAllByRole('option').map((o) => o.textContent)).toEqual(['Escribir uno propio', 'Falta información']);
    await user.selectOptions(presets, '1');
    expect(within(dialog).getByLabelText('Motivo')).toHaveValue('Falta información');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Gestor/rechazaOfertas')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Gestor/rechazaOfertas')[0]?.body).toEqual({ idsOferta: [41, 42], motivo: 'Falta información' });
    expect(await screen.findByText('2 ofertas rechazadas.')).toBeInTheDocument();
  });

  it('sends the offers picked back with remarks typed by hand', async () => {
    const { user, api } = renderQueue();
    await user.click(await screen.findByRole('checkbox', { name: /Seleccionar todas/ }));
    await user.click(screen.getByRole('button', { name: 'Devolver las seleccionadas' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Devolver 2 ofertas a sus empresas?' });
    await user.type(within(dialog).getByLabelText('Observaciones'), 'Indica el horario');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Gestor/devuelveOfertas')[0]?.body).toEqual({ idsOferta: [41, 42], observaciones: 'Indica el horario' }));
    expect(await screen.findByText('2 ofertas devueltas.')).toBeInTheDocument();
  });
});
