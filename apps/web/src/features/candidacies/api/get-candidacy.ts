import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidacyCalls, type DatosOf, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { candidaciesQueryKeys } from '../query-keys';

export type CandidacyDetail = DatosOf<typeof candidacyCalls.detail>;

/** GET /api/Alumno/dameCandidatura/:oferta: my candidacy and its history (31 when there is none). */
export function getCandidacy(url: string) {
  return callApi(candidacyCalls.detail, { params: { oferta: url } });
}

/** The page shows a refusal (31) itself, with the way back to the list. */
export const candidacyQueryOptions = (url: string, language: Language) =>
  queryOptions({ ...changedByOthers, queryKey: candidaciesQueryKeys.detail(url, language), queryFn: () => getCandidacy(url), meta: { inlineErrors: true } });

export const useCandidacy = (url: string, language: Language) => useQuery(candidacyQueryOptions(url, language));
