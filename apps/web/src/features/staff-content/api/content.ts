import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffContentCalls, type BodyOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';

export const communicationsQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.content('communications'), queryFn: () => callApi(staffContentCalls.communications) });
export const useCommunications = () => useQuery(communicationsQueryOptions());

export const dataProtectionQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.content('data-protection'), queryFn: () => callApi(staffContentCalls.dataProtection) });
export const useDataProtection = () => useQuery(dataProtectionQueryOptions());

/** guardaComunicacionGestor, borraComunicacionGestor: refresh the list. */
export function useSaveCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffContentCalls.saveCommunication>) => callApi(staffContentCalls.saveCommunication, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.content('communications') }),
  });
}

export function useDeleteCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(staffContentCalls.deleteCommunication, { body: { id } }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.content('communications') }),
  });
}

/** publicaTextoProteccionDatosGestor: the answer is the new current text. */
export function usePublishDataProtection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffContentCalls.publishDataProtection>) => callApi(staffContentCalls.publishDataProtection, { body }),
    meta: { inlineErrors: true },
    onSuccess: (datos) => queryClient.setQueryData(staffKeys.content('data-protection'), datos),
  });
}
