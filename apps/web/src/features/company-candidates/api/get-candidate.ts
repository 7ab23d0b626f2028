import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyCandidatesCalls, type CompanyCandidateQuery, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyCandidatesQueryKeys } from '../query-keys';

/**
 * GET /api/Empresa/dameCandidato/:id: the candidacy, its moves and reasons, the CV as a company sees it, and its
 * previous and next in the list it was opened from (`list`: that list's filters and order).
 */
export function getCandidate(idCandidatura: number, list: CompanyCandidateQuery = {}) {
  return callApi(companyCandidatesCalls.candidate, { params: { id: idCandidatura }, query: list });
}

export const candidateQueryOptions = (idCandidatura: number, language: Language, list: CompanyCandidateQuery = {}) =>
  queryOptions({ queryKey: companyCandidatesQueryKeys.candidate(idCandidatura, language, list), queryFn: () => getCandidate(idCandidatura, list) });

export const useCandidate = (idCandidatura: number, language: Language, list: CompanyCandidateQuery = {}) => useQuery(candidateQueryOptions(idCandidatura, language, list));
