import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentEducationRequestCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { internshipsQueryKeys } from '../query-keys';

/** GET /api/Alumno/dameSolicitudesPracticasAlumno: the candidate's own requests and the companies' requests for them. */
export const myRequestsQueryOptions = () =>
  queryOptions({ queryKey: internshipsQueryKeys.requests, queryFn: () => callApi(studentEducationRequestCalls.mine), meta: { inlineErrors: true } });

export const useMyRequests = () => useQuery(myRequestsQueryOptions());
