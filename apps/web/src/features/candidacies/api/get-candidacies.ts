import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidacyCalls, type Language, type OfferTypeName } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { candidaciesQueryKeys } from '../query-keys';

const listCalls = { empleo: candidacyCalls.jobCandidacies, practicas: candidacyCalls.internshipCandidacies } as const;

/** GET /api/Alumno/dameCandidaturasEmpleoUsuario and dameCandidaturasPracticasUsuario: latest change first. */
export function getCandidacies(tipo: OfferTypeName) {
  return callApi(listCalls[tipo]);
}

/** Keyed by language: states and reasons come in the language of the request. */
export const candidaciesQueryOptions = (tipo: OfferTypeName, language: Language) =>
  queryOptions({ ...changedByOthers, queryKey: candidaciesQueryKeys.list(tipo, language), queryFn: () => getCandidacies(tipo) });

export const useCandidacies = (tipo: OfferTypeName, language: Language) => useQuery(candidaciesQueryOptions(tipo, language));
