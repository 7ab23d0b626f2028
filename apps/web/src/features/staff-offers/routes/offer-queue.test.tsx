import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffOfferCalls, type StaffOfferItem } from '@portal/shared';
import { mockCall } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import { staffOffer } from '../testing/staff-offer-data';
import OfferQueuePage from './offer-queue';

const contadores = { pendiente: 2, devuelta: 0, publicada: 5, cerrada: 0, rechazada: 0 };
const page = (items: StaffOfferItem[]) => ({ total: items.length, pagina: 1, porPagina: 25, items, contadores });

function renderQueue() {
  return renderPage('/gestion/ofertas', tableRoute('staff-offers', <OfferQueuePage />), {
    user: staffMember,
    api: {
      ...mockCall(staffOfferCalls.list, page([staffOffer(), staffOffer({ idOferta: 42, titulo: 'Comercial junior', copiaDe: { idOferta: 41, referencia: 'OF-2026-0041' } })])),
      ...mockCall(staffOfferCalls.validateMany, { validadas: 2 }),
    },
  });
}

describe('the queue of offers to validate', () => {
  it('marks a copy with its original', async () => {
    renderQueue();
    const rows = await screen.findAllByRole('row');
    expect(rows[2]).toHaveTextContent('Copia de OF-2026-0041');
  });

  it('asks before publishing the offers picked, naming them; cancelling publishes nothing', async () => {
    const { user, api } = renderQueue();
    await user.click(await screen.findByRole('checkbox', { name: /Seleccionar todas/ }));
    await user.click(screen.getByRole('button', { name: 'Validar las seleccionadas' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Publicar 2 ofertas?' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByText(/Copia de OF-2026-0041/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('POST', '/api/Gestor/validaOfertas')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Validar las seleccionadas' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Gestor/validaOfertas')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Gestor/validaOfertas')[0]?.body).toEqual({ idsOferta: [41, 42] });
    expect(await screen.findByText('2 ofertas publicadas.')).toBeInTheDocument();
  });
});
