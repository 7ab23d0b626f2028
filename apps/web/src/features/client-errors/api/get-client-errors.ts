import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientErrorsCalls, type ClientErrorQuery, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { clientErrorsQueryKeys } from '../query-keys';

export type ClientErrorsPage = DatosOf<typeof clientErrorsCalls.list>;

/** GET /api/Gestor/dameErroresClienteGestor with the filters of the page's URL. */
export function getClientErrors(filters: ClientErrorQuery): Promise<ClientErrorsPage> {
  return callApi(clientErrorsCalls.list, { query: filters });
}

export const clientErrorsQueryOptions = (filters: ClientErrorQuery) =>
  queryOptions({ ...changedByOthers, queryKey: clientErrorsQueryKeys.list(filters), queryFn: () => getClientErrors(filters), placeholderData: keepPreviousData });

export const useClientErrors = (filters: ClientErrorQuery) => useQuery(clientErrorsQueryOptions(filters));
