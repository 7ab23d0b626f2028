import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffContentCalls, type BodyOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffContentQueryKeys } from '../query-keys';

export const communicationsQueryOptions = () =>
  queryOptions({ queryKey: staffContentQueryKeys.content('communications'), queryFn: () => callApi(staffContentCalls.communications) });
export const useCommunications = () => useQuery(communicationsQueryOptions());

export const dataProtectionQueryOptions = () =>
  queryOptions({ queryKey: staffContentQueryKeys.content('data-protection'), queryFn: () => callApi(staffContentCalls.dataProtection) });
export const useDataProtection = () => useQuery(dataProtectionQueryOptions());

/** guardaComunicacionGestor, borraComunicacionGestor: refresh the list. */
export function useSaveCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffContentCalls.saveCommunication>) => callApi(staffContentCalls.saveCommunication, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffContentQueryKeys.content('communications') }),
  });
}

export function useDeleteCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(staffContentCalls.deleteCommunication, { body: { id } }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffContentQueryKeys.content('communications') }),
  });
}

/** publicaTextoProteccionDatosGestor: the answer is the new current text. */
export function usePublishDataProtection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffContentCalls.publishDataProtection>) => callApi(staffContentCalls.publishDataProtection, { body }),
    meta: { inlineErrors: true },
    onSuccess: (datos) => queryClient.setQueryData(staffContentQueryKeys.content('data-protection'), datos),
  });
}
