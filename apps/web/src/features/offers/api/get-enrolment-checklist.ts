import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidacyCalls, type DatosOf, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { offersQueryKeys } from '../query-keys';

export type EnrolmentChecklist = DatosOf<typeof candidacyCalls.enrolmentChecklist>;

/** GET /api/Alumno/dameRequisitosInscripcion/:oferta: the offer's requirements and the enrolment rules against my CV. */
export function getEnrolmentChecklist(url: string) {
  return callApi(candidacyCalls.enrolmentChecklist, { params: { oferta: url } });
}

/** A guide only: when it cannot be read, enrolling still works and the server still decides. */
export const enrolmentChecklistQueryOptions = (url: string, language: Language) =>
  queryOptions({ queryKey: offersQueryKeys.checklist(url, language), queryFn: () => getEnrolmentChecklist(url), meta: { inlineErrors: true } });

export const useEnrolmentChecklist = (url: string, language: Language, enabled: boolean) =>
  useQuery({ ...enrolmentChecklistQueryOptions(url, language), enabled });
