import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { domainsCalls, type DatosOf, type DomainItem, type Language } from '@portal/shared';
import { callApi } from './api-client';
import { useLanguage } from './i18n';
import { referenceKeys } from './query-keys';

/**
 * The reference lists of /api/Dominios (countries, provinces, sectors, levels, document types, programmes...):
 * one call, one cache entry per language, shared by every page that shows one of the lists.
 */
export type Domains = DatosOf<typeof domainsCalls.all>;
export type DomainKey = { [K in keyof Domains]: Domains[K] extends readonly DomainItem[] ? K : never }[keyof Domains];

/** GET /api/Dominios/dominios/:idioma (public): every list, labelled in the language of the path. */
export function getDomains(language: Language) {
  return callApi(domainsCalls.all, { params: { idioma: language }, token: null });
}

export const domainsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: referenceKeys.domains(language),
    queryFn: () => getDomains(language),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    // The pages show a failure of the lists in place, next to what needs them.
    meta: { inlineErrors: true },
  });

export const useDomains = () => useQuery(domainsQueryOptions(useLanguage()));

/** One list as a query (its loading and error states too). */
export const useDomainQuery = (key: DomainKey) => useQuery({ ...domainsQueryOptions(useLanguage()), select: (datos): DomainItem[] => datos[key] });

/** One list (empty while it loads). */
export function useDomainList(key: DomainKey): readonly DomainItem[] {
  const domains = useDomains();
  return useMemo(() => domains.data?.[key] ?? [], [domains.data, key]);
}

/** The same list sorted by label in the current language, for long lists people search by name. */
export function useSortedDomainList(key: DomainKey, language: string): readonly DomainItem[] {
  const list = useDomainList(key);
  return useMemo(() => [...list].sort((a, b) => a.nombre.localeCompare(b.nombre, language)), [list, language]);
}
