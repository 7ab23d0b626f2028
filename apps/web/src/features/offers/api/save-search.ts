import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerCalls, type BodyOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { offersQueryKeys } from '../query-keys';

export type SaveSearchBody = BodyOf<typeof offerCalls.saveSearch>;

/** POST /api/Alumno/guardaBusqueda {nombre, tipo, filtros}: the same name replaces; 48 beyond the maximum. */
export function saveSearch(body: SaveSearchBody) {
  return callApi(offerCalls.saveSearch, { body });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryKeys.savedSearches }),
  });
}
