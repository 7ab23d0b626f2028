import { queryOptions, useQuery } from '@tanstack/react-query';
import { cvCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

export type RequestedDocumentation = DatosOf<typeof cvCalls.requestedDocumentation>;

/** GET /api/Alumno/documentacionDeProcesosSolicitada: offers applied to that ask for documents, and which are given. */
export function getRequestedDocumentation(): Promise<RequestedDocumentation> {
  return callApi<RequestedDocumentation>(cvCalls.requestedDocumentation);
}

export const requestedDocumentationQueryKey = ['cv-requested-documentation'] as const;

export const requestedDocumentationQueryOptions = (language: string) =>
  queryOptions({ queryKey: [...requestedDocumentationQueryKey, language], queryFn: getRequestedDocumentation, meta: { inlineErrors: true } });

export const useRequestedDocumentation = () => useQuery(requestedDocumentationQueryOptions(useLanguage()));
