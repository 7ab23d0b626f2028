import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { homeQueryKeys } from '../query-keys';

/** GET /api/Empresa/dameNumProcesos: the company's published offers per profile and its unread candidacies. */
export function getProcessCounts() {
  return callApi(companyCalls.processCounts);
}

export const processCountsQueryOptions = () => queryOptions({ ...changedByOthers, queryKey: homeQueryKeys.processCounts, queryFn: getProcessCounts, meta: { inlineErrors: true } });

export const useProcessCounts = () => useQuery(processCountsQueryOptions());
