import { describe, expect, it } from 'vitest';
import { companyOfferCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { mockApi, mockCall } from './api-server';

describe('mockCall', () => {
  it('answers the call at its contract route with its datos, or with what a function of the request gives', async () => {
    const api = mockApi({
      ...mockCall(companyOfferCalls.copyOpposite)((request) => ({ urlAcceso: `copia-de-${(request.body as { urlOferta: string }).urlOferta}`, idOferta: 4, idPerfil: 2 })),
    });
    await expect(callApi(companyOfferCalls.copyOpposite, { body: { urlOferta: 'oferta-3' } })).resolves.toEqual({ urlAcceso: 'copia-de-oferta-3', idOferta: 4, idPerfil: 2 });
    expect(api.callsTo('POST', companyOfferCalls.copyOpposite.path)).toHaveLength(1);
  });

  it('refuses, at the type check, a fixture the contract no longer describes', () => {
    const fixtures = [
      mockCall(companyOfferCalls.copyOpposite, { urlAcceso: 'x', idOferta: 3, idPerfil: 2 }),
      // @ts-expect-error a field the contract renamed
      mockCall(companyOfferCalls.copyOpposite, { url: 'x', idOferta: 3, idPerfil: 2 }),
      // @ts-expect-error a field of another type
      mockCall(companyOfferCalls.copyOpposite)(() => ({ urlAcceso: 'x', idOferta: '3', idPerfil: 2 })),
    ];
    expect(fixtures.map(Object.keys)).toEqual(Array(3).fill(['POST /api/Empresa/copiarOfertaPerfilContrario']));
  });
});
