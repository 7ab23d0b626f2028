import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { offerCalls, type DatosOf, type Language, type OfferFilters, type OfferTypeName } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { offersQueryKeys } from '../query-keys';

export type FilterOptions = DatosOf<typeof offerCalls.filterOptions>;

/** GET /api/Alumno/dameOpcionesFiltroOfertas/:tipo/:idioma?filters: the values the filtered list holds. */
export function getFilterOptions(tipo: OfferTypeName, language: Language, filters: OfferFilters) {
  return callApi(offerCalls.filterOptions, { params: { tipo, idioma: language }, query: filters });
}

export const filterOptionsQueryOptions = (tipo: OfferTypeName, language: Language, filters: OfferFilters) =>
  queryOptions({
    queryKey: offersQueryKeys.filterOptions(tipo, language, filters),
    queryFn: () => getFilterOptions(tipo, language, filters),
    placeholderData: keepPreviousData,
  });

export const useFilterOptions = (tipo: OfferTypeName, language: Language, filters: OfferFilters) =>
  useQuery(filterOptionsQueryOptions(tipo, language, filters));
