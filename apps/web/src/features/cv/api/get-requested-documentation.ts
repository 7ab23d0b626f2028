import { queryOptions, useQuery } from '@tanstack/react-query';
import { cvCalls, type DatosOf, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { cvQueryKeys } from '../query-keys';

export type RequestedDocumentation = DatosOf<typeof cvCalls.requestedDocumentation>;

/** GET /api/Alumno/documentacionDeProcesosSolicitada: offers applied to that ask for documents, and which are given. */
export function getRequestedDocumentation() {
  return callApi(cvCalls.requestedDocumentation);
}

export const requestedDocumentationQueryOptions = (language: Language) =>
  queryOptions({ queryKey: cvQueryKeys.requestedDocumentationIn(language), queryFn: getRequestedDocumentation, meta: { inlineErrors: true } });

export const useRequestedDocumentation = () => useQuery(requestedDocumentationQueryOptions(useLanguage()));
