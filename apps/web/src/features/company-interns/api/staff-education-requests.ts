import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffEducationRequestCalls, type EducationRequestStateName } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';
import { companyInternsQueryKeys } from '../query-keys';

/** GET /api/Gestor/dameSolicitudesPracticasGestor: the institution's education requests of a state, with counts. */
export const staffEducationRequestsQueryOptions = (estado: EducationRequestStateName) =>
  queryOptions({
    queryKey: companyInternsQueryKeys.staffEducationRequests(estado),
    queryFn: () => callApi(staffEducationRequestCalls.list, { query: { estado } }),
    placeholderData: keepPreviousData,
  });
export const useStaffEducationRequests = (estado: EducationRequestStateName) => useQuery(staffEducationRequestsQueryOptions(estado));

type Decision = { accept: true; idSolicitudPractica: number } | { accept: false; idSolicitudPractica: number; motivo: string };

/** aceptarSolicitudPracticaGestor / rechazarSolicitudPracticaGestor: a company's own request; refreshes the queues and counts. */
export function decideEducationRequest(decision: Decision) {
  return decision.accept
    ? callApi(staffEducationRequestCalls.accept, { body: { idSolicitudPractica: decision.idSolicitudPractica } })
    : callApi(staffEducationRequestCalls.reject, { body: { idSolicitudPractica: decision.idSolicitudPractica, motivo: decision.motivo } });
}

export function useDecideEducationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideEducationRequest,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
