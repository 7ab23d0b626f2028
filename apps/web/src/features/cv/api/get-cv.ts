import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cvCalls, type CvDatos, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** GET /api/Alumno/dameCvUsuario: the whole CV, its labels in the language of the request. */
export function getCv(): Promise<CvDatos> {
  return callApi<CvDatos>(cvCalls.cv);
}

export const cvQueryKey = (language: Language) => ['cv', language] as const;

export const cvQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: cvQueryKey(language),
    queryFn: getCv,
    // After a language change the page keeps showing (and editing) the CV until its new labels arrive.
    placeholderData: keepPreviousData,
    meta: { inlineErrors: true },
  });

export const useCv = () => useQuery(cvQueryOptions(useLanguage()));
