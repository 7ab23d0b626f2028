import { queryOptions, useQuery } from '@tanstack/react-query';
import { guidesHelpCalls, type InfoPageName, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { guidesHelpQueryKeys } from '../query-keys';

/** GET /api/Alumno/damePaginaInformativa/:pagina: the published page in the interface language, or null. */
export function getInfoPage(page: InfoPageName) {
  return callApi(guidesHelpCalls.page, { params: { pagina: page } });
}

export const infoPageQueryOptions = (page: InfoPageName, language: Language) =>
  queryOptions({ queryKey: guidesHelpQueryKeys.infoPage(page, language), queryFn: () => getInfoPage(page) });

export const useInfoPage = (page: InfoPageName, language: Language) => useQuery(infoPageQueryOptions(page, language));
