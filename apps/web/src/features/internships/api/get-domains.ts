import { queryOptions, useQuery } from '@tanstack/react-query';
import { domainsCalls, type DatosOf, type DomainItem, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

type Domains = DatosOf<typeof domainsCalls.all>;

/** GET /api/Dominios/dominios/:idioma (public): the reference lists, labelled in the language of the path. */
export function getDomains(language: Language): Promise<Domains> {
  return callApi<Domains>(domainsCalls.all, { params: { idioma: language } });
}

export const domainsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['internships', 'dominios', language], queryFn: () => getDomains(language), staleTime: Infinity });

/** The document types an internship document may have (addDocumentoPractica's idTipoDocumento). */
export const useDocumentTypes = () => {
  const language = useLanguage();
  return useQuery({ ...domainsQueryOptions(language), select: (datos): DomainItem[] => datos.tiposDocumento });
};

/** The institution's programmes; `atributos` carries a programme's dedication rule (code 58) when it has one. */
export const useProgrammes = () => {
  const language = useLanguage();
  return useQuery({ ...domainsQueryOptions(language), select: (datos): DomainItem[] => datos.programas });
};
