import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffEducationRequestCalls, staffEducationRequestDetailCall, type EducationRequestStateName } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyInternsQueryKeys } from '../query-keys';

/** GET /api/Gestor/dameSolicitudesPracticasGestor: the institution's education requests of a state, with counts. */
export const staffEducationRequestsQueryOptions = (estado: EducationRequestStateName) =>
  queryOptions({
    queryKey: companyInternsQueryKeys.staffEducationRequests(estado),
    queryFn: () => callApi(staffEducationRequestCalls.list, { query: { estado } }),
    placeholderData: keepPreviousData,
  });
export const useStaffEducationRequests = (estado: EducationRequestStateName) => useQuery(staffEducationRequestsQueryOptions(estado));

/** GET /api/Gestor/dameSolicitudPracticaGestor/{id}: one request of the institution, with the company and its CIF. */
export const staffEducationRequestQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyInternsQueryKeys.staffEducationRequest(id), queryFn: () => callApi(staffEducationRequestDetailCall, { params: { id } }) });
export const useStaffEducationRequest = (id: number) => useQuery(staffEducationRequestQueryOptions(id));
