import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { educationRequestCalls, type CompanyInternshipRequestBody } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyKeys } from '@/lib/query-keys';
import { companyInternsQueryKeys } from '../query-keys';

/** GET tieneMenuSolicitudesPracticasEducacion: whether the education requests apply to the company. */
/** Whether the education-requests menu applies to the company; the menu (app/layout) loads it lazily too. */
export const getEducationMenu = () => callApi(educationRequestCalls.hasMenu);
export const educationMenuQueryOptions = () => queryOptions({ queryKey: companyInternsQueryKeys.educationMenu(), queryFn: getEducationMenu, staleTime: 5 * 60_000 });
export const useEducationMenu = (enabled = true) => useQuery({ ...educationMenuQueryOptions(), enabled });

/** GET dameSolicitudesPracticasEducacion: the requests naming the company or made by it. */
/** The company's education requests; the menu (app/layout) loads it lazily too. */
export const getEducationRequests = () => callApi(educationRequestCalls.list);
export const educationRequestsQueryOptions = () => queryOptions({ queryKey: companyInternsQueryKeys.educationRequests(), queryFn: getEducationRequests });
export const useEducationRequests = (enabled = true) => useQuery({ ...educationRequestsQueryOptions(), enabled });

/** GET dameSolicitudPractica/{id}. */
export const educationRequestQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyInternsQueryKeys.educationRequest(id), queryFn: () => callApi(educationRequestCalls.detail, { params: { id } }) });
export const useEducationRequest = (id: number) => useQuery(educationRequestQueryOptions(id));

type Decision = { accept: true; idSolicitudPractica: number } | { accept: false; idSolicitudPractica: number; motivo: string };

/** aceptarSolicitudPractica / rechazarSolicitudPractica: refreshes the company's lists. */
export function decideEducationRequest(decision: Decision) {
  return decision.accept
    ? callApi(educationRequestCalls.accept, { body: { idSolicitudPractica: decision.idSolicitudPractica } })
    : callApi(educationRequestCalls.reject, { body: { idSolicitudPractica: decision.idSolicitudPractica, motivo: decision.motivo } });
}

export function useDecideEducationRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideEducationRequest, meta: { inlineErrors: true }, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }) });
}

/** POST compruebaDNIalumno: the student's name to confirm, or 632. */
export const checkStudentDni = (dni: string) => callApi(educationRequestCalls.checkDni, { body: { dni } });
export const useCheckStudentDni = () => useMutation({ mutationFn: checkStudentDni, meta: { inlineErrors: true } });

/** POST solicitudPractica: a new request (by DNI) or the edit of an undecided one. */
export const sendInternshipRequest = (body: CompanyInternshipRequestBody) => callApi(educationRequestCalls.request, { body });

export function useSendInternshipRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendInternshipRequest, meta: { inlineErrors: true }, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }) });
}
