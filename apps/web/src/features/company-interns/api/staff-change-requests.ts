import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffChangeRequestCalls, type ChangeRequestStateName } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';
import { companyInternsQueryKeys } from '../query-keys';

/** GET /api/Gestor/dameSolicitudesCambioPracticasGestor: one page of the requests of a state, with the count of every state. */
export const getStaffChangeRequests = (estado: ChangeRequestStateName, pagina = 1) => callApi(staffChangeRequestCalls.list, { query: { estado, pagina } });
export const staffChangeRequestsQueryOptions = (estado: ChangeRequestStateName, pagina = 1) =>
  queryOptions({
    queryKey: companyInternsQueryKeys.staffChangeRequests(estado, pagina),
    queryFn: () => getStaffChangeRequests(estado, pagina),
    placeholderData: keepPreviousData,
  });
export const useStaffChangeRequests = (estado: ChangeRequestStateName, pagina = 1) => useQuery(staffChangeRequestsQueryOptions(estado, pagina));

type Decision = { accept: true; idSolicitud: number } | { accept: false; idSolicitud: number; motivo: string };

/** aceptarSolicitudCambioPractica / rechazarSolicitudCambioPractica: refreshes the queues, counts and dashboard. */
export function decideChangeRequest(decision: Decision) {
  return decision.accept
    ? callApi(staffChangeRequestCalls.accept, { body: { idSolicitud: decision.idSolicitud } })
    : callApi(staffChangeRequestCalls.refuse, { body: { idSolicitud: decision.idSolicitud, motivo: decision.motivo } });
}

export function useDecideChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideChangeRequest,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
