import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffOfferCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffOffersQueryKeys } from '../query-keys';

export type StaffMembers = DatosOf<typeof staffOfferCalls.staff>;

/** GET /api/Gestor/dameGestores: who may manage an offer. */
export const staffMembersQueryOptions = () =>
  queryOptions({ queryKey: staffOffersQueryKeys.members, queryFn: () => callApi(staffOfferCalls.staff), staleTime: 5 * 60_000 });

export const useStaffMembers = () => useQuery(staffMembersQueryOptions());
