import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companyOfferCalls, type CompanyOffersQuery } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { companyOffersQueryKeys } from '../query-keys';

/** GET /api/Empresa/dameProcesosEmpleoYpracticas: my offers with state and candidate counts, filtered. */
export function getCompanyOffers(query: CompanyOffersQuery) {
  return callApi(companyOfferCalls.list, { query });
}

export const companyOffersQueryOptions = (query: CompanyOffersQuery) =>
  queryOptions({ ...changedByOthers, queryKey: companyOffersQueryKeys.list(query), queryFn: () => getCompanyOffers(query), placeholderData: keepPreviousData });

export const useCompanyOffers = (query: CompanyOffersQuery) => useQuery(companyOffersQueryOptions(query));
