import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffOfferCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { staffOffersQueryKeys } from '../query-keys';

/** GET /api/Gestor/dameOfertaGestor/:idOferta: the offer's back-office item and the offer as candidates will read it. */
export const staffOfferQueryOptions = (idOferta: number, language: Language) =>
  queryOptions({
    ...changedByOthers,
    queryKey: staffOffersQueryKeys.offer(idOferta, language),
    queryFn: () => callApi(staffOfferCalls.detail, { params: { idOferta } }),
    meta: { inlineErrors: true },
  });

export const useStaffOffer = (idOferta: number, language: Language) => useQuery(staffOfferQueryOptions(idOferta, language));
