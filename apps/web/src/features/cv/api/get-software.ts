import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { domainsCalls, type DatosOf, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

type Programme = DatosOf<typeof domainsCalls.software>[number];

/** GET /api/Dominios/ProgramasInformaticos: the computer programmes a CV may list. */
export function getSoftware(): Promise<Programme[]> {
  return callApi<Programme[]>(domainsCalls.software, { token: null });
}

export const softwareQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['software', language], queryFn: getSoftware, staleTime: Infinity, placeholderData: keepPreviousData });

export const useSoftware = () => useQuery(softwareQueryOptions(useLanguage()));
