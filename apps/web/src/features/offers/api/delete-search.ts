import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';

/** POST /api/Alumno/eliminaBusqueda {id}. */
export function deleteSearch(id: number): Promise<{ id: number }> {
  return callApi<{ id: number }>(offerCalls.deleteSearch, { body: { id } });
}

export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSearch,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['offers', 'saved-searches'] }),
  });
}
