import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

export type SavedSearch = DatosOf<typeof offerCalls.savedSearches>[number];

/** GET /api/Alumno/dameBusquedasGuardadas: my saved searches of both types, newest first. */
export function getSavedSearches(): Promise<SavedSearch[]> {
  return callApi<SavedSearch[]>(offerCalls.savedSearches);
}

export const savedSearchesQueryOptions = () => queryOptions({ queryKey: ['offers', 'saved-searches'], queryFn: getSavedSearches });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());
