import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeCalls, surveysCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { useLanguage } from '@/lib/i18n';
import { homeKeys } from '@/lib/query-keys';

/** dameEncuestasUsuario (candidates) or dameEncuestas (companies): the open surveys still to answer. */
export const pendingSurveysQueryOptions = (role: 'Alumno' | 'Empresa', language: Language) =>
  queryOptions({
    queryKey: homeKeys.pendingSurveys(role, language),
    queryFn: () => (role === 'Alumno' ? callApi(homeCalls.pendingSurveys) : callApi(surveysCalls.pendingCompany)),
    ...changedByOthers,
  });
export const usePendingSurveys = (role: 'Alumno' | 'Empresa') => useQuery(pendingSurveysQueryOptions(role, useLanguage()));
