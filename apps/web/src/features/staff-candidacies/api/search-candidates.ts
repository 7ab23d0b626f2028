import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffCandidacyCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffCandidaciesQueryKeys } from '../query-keys';

/** GET /api/Gestor/buscaCandidatosGestor?texto=&idOferta=: at most 20 candidates not yet in the offer. */
export const candidateSearchQueryOptions = (texto: string, idOferta: number) =>
  queryOptions({
    queryKey: staffCandidaciesQueryKeys.candidateSearch(texto, idOferta),
    queryFn: () => callApi(staffCandidacyCalls.searchCandidates, { query: { texto, idOferta } }),
    enabled: texto.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export const useCandidateSearch = (texto: string, idOferta: number) => useQuery(candidateSearchQueryOptions(texto, idOferta));
