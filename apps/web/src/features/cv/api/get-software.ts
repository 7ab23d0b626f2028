import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { domainsCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { cvQueryKeys } from '../query-keys';

/** GET /api/Dominios/ProgramasInformaticos: the computer programmes a CV may list. */
export function getSoftware() {
  return callApi(domainsCalls.software, { token: null });
}

export const softwareQueryOptions = (language: Language) =>
  queryOptions({ queryKey: cvQueryKeys.software(language), queryFn: getSoftware, staleTime: Infinity, placeholderData: keepPreviousData });

export const useSoftware = () => useQuery(softwareQueryOptions(useLanguage()));
