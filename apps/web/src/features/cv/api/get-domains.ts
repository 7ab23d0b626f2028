import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { domainsCalls, type DatosOf, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

export type Domains = DatosOf<typeof domainsCalls.all>;

/** GET /api/Dominios/dominios/:idioma: every reference list (countries, provinces, sectors, levels...). */
export function getDomains(language: Language): Promise<Domains> {
  return callApi<Domains>(domainsCalls.all, { params: { idioma: language }, token: null });
}

export const domainsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['domains', language],
    queryFn: () => getDomains(language),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    // The CV page shows a failure of the lists in place, above its sections.
    meta: { inlineErrors: true },
  });

export const useDomains = () => useQuery(domainsQueryOptions(useLanguage()));
