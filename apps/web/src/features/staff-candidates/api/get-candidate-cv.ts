import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCandidateCalls, type Language, type StaffCandidateCv } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffCandidatesQueryKeys } from '../query-keys';

/** GET /api/Gestor/dameCvCandidatoGestor/:idAlumno: the account state and the whole CV (labels in `language`). */
export function getCandidateCv(idAlumno: number): Promise<StaffCandidateCv> {
  return callApi(staffCandidateCalls.cv, { params: { idAlumno } });
}

export const candidateCvQueryOptions = (idAlumno: number, language: Language) =>
  queryOptions({ queryKey: staffCandidatesQueryKeys.candidate(idAlumno, language), queryFn: () => getCandidateCv(idAlumno) });

export const useCandidateCv = (idAlumno: number, language: Language) => useQuery(candidateCvQueryOptions(idAlumno, language));
