import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { domainsCalls, type DatosOf, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { cvQueryKeys } from '../query-keys';

export type Option = DatosOf<typeof domainsCalls.interestTags>[number];

/** GET /api/Dominios/TagsInteresAlumno: the interest tags a candidate may pick (labels in the request language). */
export function getInterestTags() {
  return callApi(domainsCalls.interestTags, { token: null });
}

export const interestTagsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: cvQueryKeys.interestTags(language), queryFn: getInterestTags, staleTime: Infinity, placeholderData: keepPreviousData });

export const useInterestTags = () => useQuery(interestTagsQueryOptions(useLanguage()));
