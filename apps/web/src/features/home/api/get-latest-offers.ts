import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerCalls, type DatosOf, type Language, type OfferSummary, type OfferTypeName } from '@portal/shared';
import { callApi } from '@/lib/api-client';

/** Spec 2 §9: the home lists up to 5 offers of each type. */
export const LATEST_OFFERS = 5;

type OfferPage = DatosOf<typeof offerCalls.list>;

/**
 * GET /api/Alumno/dameOfertasUsuario/:tipo/:idioma?porPagina=5: the first page of the list, which the server
 * sorts newest (or highlighted) first; the home needs no filters and no more pages.
 */
export async function getLatestOffers(tipo: OfferTypeName, language: Language): Promise<OfferSummary[]> {
  const call = { method: offerCalls.list.method, path: `${offerCalls.list.path}?porPagina=${LATEST_OFFERS}` };
  const page = await callApi<OfferPage>(call, { params: { tipo, idioma: language } });
  return page.ofertas;
}

export const latestOffersQueryOptions = (tipo: OfferTypeName, language: Language) =>
  queryOptions({ queryKey: ['home', 'latest-offers', tipo, language], queryFn: () => getLatestOffers(tipo, language) });

export const useLatestOffers = (tipo: OfferTypeName, language: Language) => useQuery(latestOffersQueryOptions(tipo, language));
