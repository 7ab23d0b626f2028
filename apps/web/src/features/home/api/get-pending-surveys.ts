import { useQuery } from '@tanstack/react-query';
import { homeCalls, surveysCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { homeKeys } from '@/lib/query-keys';

/** dameEncuestasUsuario (candidates) or dameEncuestas (companies): the surveys still to answer, for the home's section. */
export const usePendingSurveys = (role: 'Alumno' | 'Empresa') =>
  useQuery({
    queryKey: homeKeys.pendingSurveys(role),
    queryFn: () => (role === 'Alumno' ? callApi(homeCalls.pendingSurveys) : callApi(surveysCalls.pendingCompany)),
    ...changedByOthers,
  });
