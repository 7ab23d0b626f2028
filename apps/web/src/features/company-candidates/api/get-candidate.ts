import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyCandidatesCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyCandidatesQueryKeys } from '../query-keys';

/** GET /api/Empresa/dameCandidato/:id: the candidacy, its moves and reasons, and the CV as a company sees it. */
export function getCandidate(idCandidatura: number) {
  return callApi(companyCandidatesCalls.candidate, { params: { id: idCandidatura } });
}

export const candidateQueryOptions = (idCandidatura: number, language: Language) =>
  queryOptions({ queryKey: companyCandidatesQueryKeys.candidate(idCandidatura, language), queryFn: () => getCandidate(idCandidatura) });

export const useCandidate = (idCandidatura: number, language: Language) => useQuery(candidateQueryOptions(idCandidatura, language));
