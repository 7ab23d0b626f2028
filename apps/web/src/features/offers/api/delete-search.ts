import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { offersQueryKeys } from '../query-keys';

/** POST /api/Alumno/eliminaBusqueda {id}. */
export function deleteSearch(id: number) {
  return callApi(offerCalls.deleteSearch, { body: { id } });
}

export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSearch,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryKeys.savedSearches }),
  });
}
