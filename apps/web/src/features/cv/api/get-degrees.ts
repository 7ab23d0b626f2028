import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { domainsCalls, type DatosOf, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { cvQueryKeys } from '../query-keys';

export type Degree = DatosOf<typeof domainsCalls.degrees>[number];

/** GET /api/Dominios/titulaciones/:idioma: the degrees of the institution, for adding a university study. */
export function getDegrees(language: Language) {
  return callApi(domainsCalls.degrees, { params: { idioma: language }, token: null });
}

export const degreesQueryOptions = (language: Language) =>
  queryOptions({ queryKey: cvQueryKeys.degrees(language), queryFn: () => getDegrees(language), staleTime: Infinity, placeholderData: keepPreviousData });

export const useDegrees = () => useQuery(degreesQueryOptions(useLanguage()));
