import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companyCandidatesCalls, type CompanyProcessQuery, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { companyCandidatesQueryKeys } from '../query-keys';

/** GET /api/Empresa/dameDatosProceso/:id: one page of an offer's candidacies with the counts of its filters. */
export function getProcess(idOferta: number, query: CompanyProcessQuery) {
  return callApi(companyCandidatesCalls.process, { params: { id: idOferta }, query });
}

export const processQueryOptions = (idOferta: number, language: Language, query: CompanyProcessQuery) =>
  queryOptions({
    ...changedByOthers,
    queryKey: companyCandidatesQueryKeys.process(idOferta, language, query),
    queryFn: () => getProcess(idOferta, query),
    // The table keeps the previous page on screen while the next one loads: no flash of an empty list.
    placeholderData: keepPreviousData,
  });

export const useProcess = (idOferta: number, language: Language, query: CompanyProcessQuery) => useQuery(processQueryOptions(idOferta, language, query));
