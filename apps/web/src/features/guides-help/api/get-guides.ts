import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { guidesHelpQueryKeys } from '../query-keys';

/** GET /api/Alumno/dameGuiaOrientacion: every published guide of the institution (48 without hasGuiasOrientacion). */
export function getGuides() {
  return callApi(homeCalls.guides);
}

/** Keyed by language: titles and descriptions come in the language of the request. */
export const guidesQueryOptions = (language: Language) => queryOptions({ queryKey: guidesHelpQueryKeys.guides(language), queryFn: getGuides });

export const useGuides = (language: Language) => useQuery(guidesQueryOptions(language));
