import { useQuery } from '@tanstack/react-query';
import { homeCalls, surveysCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { useLanguage } from '@/lib/i18n';
import { homeKeys } from '@/lib/query-keys';

/** dameEncuestasUsuario (candidates) or dameEncuestas (companies): the surveys still to answer, for the home's section. */
export function usePendingSurveys(role: 'Alumno' | 'Empresa') {
  const language = useLanguage();
  return useQuery({
    queryKey: homeKeys.pendingSurveys(role, language),
    queryFn: () => (role === 'Alumno' ? callApi(homeCalls.pendingSurveys) : callApi(surveysCalls.pendingCompany)),
    ...changedByOthers,
  });
}
