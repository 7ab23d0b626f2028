import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeCalls, type PendingSurvey } from '@portal/shared';
import { callApi } from '@/lib/api-client';

/** GET /api/Alumno/dameEncuestasUsuario: the surveys the candidate still has to answer. */
export function getPendingSurveys(): Promise<PendingSurvey[]> {
  return callApi<PendingSurvey[]>(homeCalls.pendingSurveys);
}

export const pendingSurveysQueryOptions = () => queryOptions({ queryKey: ['surveys', 'pending'], queryFn: getPendingSurveys });

export const usePendingSurveys = () => useQuery(pendingSurveysQueryOptions());
