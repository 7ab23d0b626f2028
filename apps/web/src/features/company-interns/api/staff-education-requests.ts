import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffEducationRequestCalls, staffEducationRequestDetailCall, type EducationRequestStateName } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';
import { companyInternsQueryKeys } from '../query-keys';

/** GET /api/Gestor/dameSolicitudesPracticasGestor: the institution's education requests of a state, with counts. */
export const staffEducationRequestsQueryOptions = (estado: EducationRequestStateName, pagina = 1) =>
  queryOptions({
    queryKey: companyInternsQueryKeys.staffEducationRequests(estado, pagina),
    queryFn: () => callApi(staffEducationRequestCalls.list, { query: { estado, pagina } }),
    placeholderData: keepPreviousData,
  });
export const useStaffEducationRequests = (estado: EducationRequestStateName, pagina = 1) => useQuery(staffEducationRequestsQueryOptions(estado, pagina));

/** GET /api/Gestor/dameSolicitudPracticaGestor/{id}: one request of the institution, with the company and its CIF. */
export const staffEducationRequestQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyInternsQueryKeys.staffEducationRequest(id), queryFn: () => callApi(staffEducationRequestDetailCall, { params: { id } }) });
export const useStaffEducationRequest = (id: number) => useQuery(staffEducationRequestQueryOptions(id));

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
