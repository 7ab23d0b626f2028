import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { offerCalls, type DatosOf, type Language, type OfferFilters, type OfferSort, type OfferTypeName } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { offersQueryKeys } from '../query-keys';

export type OfferPage = DatosOf<typeof offerCalls.list>;

/** A page of the list; the first page's numTotal is what the list waits for before it shows anything. */
export const OFFERS_PAGE_SIZE = 20;

/** GET /api/Alumno/dameOfertasUsuario/:tipo/:idioma?filters&pagina&porPagina, sorted by the server. */
export function getOffers(tipo: OfferTypeName, language: Language, filters: OfferFilters, pagina: number, porPagina = OFFERS_PAGE_SIZE, orden?: OfferSort) {
  return callApi(offerCalls.list, { params: { tipo, idioma: language }, query: { ...filters, ...(orden ? { orden } : {}), pagina, porPagina } });
}

export const offersQueryOptions = (tipo: OfferTypeName, language: Language, filters: OfferFilters, orden?: OfferSort) =>
  infiniteQueryOptions({
    queryKey: offersQueryKeys.list(tipo, language, orden ? { ...filters, orden } : filters),
    queryFn: ({ pageParam }) => getOffers(tipo, language, filters, pageParam, OFFERS_PAGE_SIZE, orden),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagina * last.porPagina < last.numTotal ? last.pagina + 1 : undefined),
    // While a changed filter loads, the previous results stay on screen instead of a blank list.
    placeholderData: keepPreviousData,
  });

export const useOffers = (tipo: OfferTypeName, language: Language, filters: OfferFilters, orden?: OfferSort, enabled = true) =>
  useInfiniteQuery({ ...offersQueryOptions(tipo, language, filters, orden), enabled });
