import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffEducationRequestCalls, type EducationRequestStateName } from '@portal/shared';
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
