import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { homeKeys } from '@/lib/query-keys';

/** GET /api/Alumno/dameEncuestasUsuario: the surveys the candidate still has to answer. */
export function getPendingSurveys() {
  return callApi(homeCalls.pendingSurveys);
}

export const pendingSurveysQueryOptions = () => queryOptions({ queryKey: homeKeys.pendingSurveys, queryFn: getPendingSurveys });

export const usePendingSurveys = () => useQuery(pendingSurveysQueryOptions());
