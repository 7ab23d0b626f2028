import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffOfferCalls, type DatosOf, type QueueOrder, type StaffOfferState } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { staffOffersQueryKeys } from '../query-keys';

export type OfferPage = DatosOf<typeof staffOfferCalls.list>;
export interface OfferFilters {
  estado: StaffOfferState;
  texto?: string | undefined;
  perfil?: number | undefined;
  orden?: QueueOrder | undefined;
  pagina?: number | undefined;
}

/** GET /api/Gestor/dameOfertasGestor?estado=&texto=&perfil=&pagina=: one page and the count of every state. */
export function getOffers(filters: OfferFilters): Promise<OfferPage> {
  return callApi(staffOfferCalls.list, { query: filters });
}

export const offersQueryOptions = (filters: OfferFilters) =>
  queryOptions({ ...changedByOthers, queryKey: staffOffersQueryKeys.offers(filters), queryFn: () => getOffers(filters), placeholderData: keepPreviousData });

export const useStaffOffers = (filters: OfferFilters) => useQuery(offersQueryOptions(filters));
