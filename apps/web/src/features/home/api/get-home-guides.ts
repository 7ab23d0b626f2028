import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_GUIDES, homeCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { homeQueryKeys } from '../query-keys';

/** GET /api/Alumno/dameGuiaOrientacion?limite=4: the first orientation guides (48 without hasGuiasOrientacion). */
export function getHomeGuides(count: number = HOME_GUIDES) {
  return callApi(homeCalls.guides, { query: { limite: count } });
}

/** Keyed by language: titles and descriptions come in the language of the request. */
export const homeGuidesQueryOptions = (language: Language) =>
  queryOptions({ queryKey: homeQueryKeys.guides(HOME_GUIDES, language), queryFn: () => getHomeGuides() });

export const useHomeGuides = () => useQuery(homeGuidesQueryOptions(useLanguage()));
