import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCandidacyCalls, type DatosOf, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { staffCandidaciesQueryKeys } from '../query-keys';

export type OfferCandidacies = DatosOf<typeof staffCandidacyCalls.ofOffer>;

/** GET /api/Gestor/dameCandidaturasOfertaGestor/:idOferta (state names in the language of the request). */
export const offerCandidaciesQueryOptions = (idOferta: number, language: Language) =>
  queryOptions({
    ...changedByOthers,
    queryKey: staffCandidaciesQueryKeys.offerCandidacies(idOferta, language),
    queryFn: () => callApi(staffCandidacyCalls.ofOffer, { params: { idOferta } }),
  });

export const useOfferCandidacies = (idOferta: number, language: Language) => useQuery(offerCandidaciesQueryOptions(idOferta, language));
