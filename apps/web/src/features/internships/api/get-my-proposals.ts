import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidateEducationRequestCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { internshipsQueryKeys } from '../query-keys';

/** GET /api/Alumno/dameSolicitudesPracticasAlumno: the candidate's proposals (and companies' requests), with each answer. */
export function getMyProposals() {
  return callApi(candidateEducationRequestCalls.list);
}

export const myProposalsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: internshipsQueryKeys.myProposals(language), queryFn: getMyProposals });

export const useMyProposals = (language: Language) => useQuery(myProposalsQueryOptions(language));
