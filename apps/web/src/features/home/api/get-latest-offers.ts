import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerCalls, type Language, type OfferTypeName } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { homeQueryKeys } from '../query-keys';

/** Spec 2 §9: the home lists up to 5 offers of each type. */
export const LATEST_OFFERS = 5;

/**
 * GET /api/Alumno/dameOfertasUsuario/:tipo/:idioma?porPagina=5: the first page of the list, which the server
 * sorts newest (or highlighted) first; the home needs no filters and no more pages.
 */
export async function getLatestOffers(tipo: OfferTypeName, language: Language) {
  const page = await callApi(offerCalls.list, { params: { tipo, idioma: language }, query: { porPagina: LATEST_OFFERS } });
  return page.ofertas;
}

export const latestOffersQueryOptions = (tipo: OfferTypeName, language: Language) =>
  queryOptions({ queryKey: homeQueryKeys.latestOffers(tipo, language), queryFn: () => getLatestOffers(tipo, language) });

export const useLatestOffers = (tipo: OfferTypeName, language: Language) => useQuery(latestOffersQueryOptions(tipo, language));
