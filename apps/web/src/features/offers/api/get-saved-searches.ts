import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { offersQueryKeys } from '../query-keys';

export type SavedSearch = DatosOf<typeof offerCalls.savedSearches>[number];

/** GET /api/Alumno/dameBusquedasGuardadas: my saved searches of both types, newest first. */
export function getSavedSearches() {
  return callApi(offerCalls.savedSearches);
}

export const savedSearchesQueryOptions = () => queryOptions({ queryKey: offersQueryKeys.savedSearches, queryFn: getSavedSearches });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());
