import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { homeQueryKeys } from '../query-keys';

/** GET /api/Alumno/ofertasEncajanConUsuario: offers of both types whose requirements my CV meets, newest first. */
export async function getFittingOffers() {
  return (await callApi(offerCalls.fitting)).ofertas;
}

export const fittingOffersQueryOptions = (language: Language) =>
  queryOptions({ queryKey: homeQueryKeys.fittingOffers(language), queryFn: getFittingOffers, meta: { inlineErrors: true } });

export const useFittingOffers = (language: Language) => useQuery(fittingOffersQueryOptions(language));
