import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { companyContact } from '@/testing/test-data';
import MyOffersPage from './my-offers';

// Issue 22, point 10: an empty filtered list gives a way out.
describe('my offers, filtered to nothing', () => {
  it('offers to clear the filters, and then asks for every offer', async () => {
    const { user, api } = renderPage('/mis-ofertas?texto=zzz&soloNoLeidos=true', tableRoute('my-offers', <MyOffersPage />), {
      user: companyContact,
      api: { 'GET /api/Empresa/dameProcesosEmpleoYpracticas': ok({ procesos: [], numTotal: 0 }) },
    });
    expect(await screen.findByText('Ninguna oferta cumple estos filtros.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar los filtros' }));
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/Empresa/dameProcesosEmpleoYpracticas').at(-1);
      expect(last?.search.get('texto')).toBeNull();
      expect(last?.search.get('soloNoLeidos')).toBeNull();
    });
  });
});
