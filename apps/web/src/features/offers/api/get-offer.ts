import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { offersQueryKeys } from '../query-keys';

/** GET /api/Alumno/dameOferta/:oferta: every field that is set, and my candidacy. Opening it records the view. */
export function getOffer(url: string) {
  return callApi(offerCalls.detail, { params: { oferta: url } });
}

/** Keyed by language: the server answers the labels in the language of the request. The page shows a refusal (4) itself. */
export const offerQueryOptions = (url: string, language: Language) =>
  queryOptions({ queryKey: offersQueryKeys.detail(url, language), queryFn: () => getOffer(url), meta: { inlineErrors: true } });

export const useOffer = (url: string, language: Language) => useQuery(offerQueryOptions(url, language));
