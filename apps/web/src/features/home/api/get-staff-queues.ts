import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCompanyCalls, staffOfferCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { homeQueryKeys } from '../query-keys';

type Counts = { companies: DatosOf<typeof staffCompanyCalls.list>['contadores']; offers: DatosOf<typeof staffOfferCalls.list>['contadores'] };

/** The staff home's queues: the state counts of dameEmpresasGestor and dameOfertasGestor (first page only). */
async function getStaffQueues(): Promise<Counts> {
  const [companies, offers] = await Promise.all([
    callApi(staffCompanyCalls.list),
    callApi(staffOfferCalls.list),
  ]);
  return { companies: companies.contadores, offers: offers.contadores };
}

export const staffQueuesQueryOptions = () => queryOptions({ ...changedByOthers, queryKey: homeQueryKeys.staffQueues, queryFn: getStaffQueues });

export const useStaffQueues = (enabled: boolean) => useQuery({ ...staffQueuesQueryOptions(), enabled });
