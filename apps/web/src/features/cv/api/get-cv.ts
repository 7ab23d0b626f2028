import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cvCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { cvKeys } from '@/lib/query-keys';

/** GET /api/Alumno/dameCvUsuario: the whole CV, its labels in the language of the request. */
export function getCv() {
  return callApi(cvCalls.cv);
}

export const cvQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: cvKeys.cv(language),
    queryFn: getCv,
    // After a language change the page keeps showing (and editing) the CV until its new labels arrive.
    placeholderData: keepPreviousData,
    meta: { inlineErrors: true },
  });

export const useCv = () => useQuery(cvQueryOptions(useLanguage()));
