import { queryOptions, useQuery } from '@tanstack/react-query';
import { internshipCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { internshipsQueryKeys } from '../query-keys';

/** GET /api/Alumno/damePracticasAlumno: the candidate's internships with company, dates, tutors and documents. */
export function getMyInternships() {
  return callApi(internshipCalls.myInternships);
}

/**
 * Keyed by language: degree, programme and document-type names come in the language of the request. The menu
 * reads the same list on every page, so a failure is shown where the list is shown (/mis-practicas), not in the
 * banner of whatever page the candidate is on.
 */
export const myInternshipsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: internshipsQueryKeys.mineIn(language), queryFn: getMyInternships, meta: { inlineErrors: true } });

export const useMyInternships = (options: { enabled?: boolean } = {}) => {
  const language = useLanguage();
  return useQuery({ ...myInternshipsQueryOptions(language), enabled: options.enabled ?? true });
};
