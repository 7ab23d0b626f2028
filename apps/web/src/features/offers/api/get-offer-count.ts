import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerCalls, type OfferTypeName } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { offersQueryKeys } from '../query-keys';

const countCalls = { empleo: offerCalls.countJobs, practicas: offerCalls.countInternships } as const;

/** GET /api/Alumno/dameNumOfertasEmpleoUsuario and dameNumOfertasPracticasUsuario: published, unexpired offers. */
export async function getOfferCount(tipo: OfferTypeName) {
  const datos = await callApi(countCalls[tipo]);
  return datos.numTotal;
}

/** The menu shows an offers entry only when there is something behind it; a failed count keeps it shown. */
export const offerCountQueryOptions = (tipo: OfferTypeName) =>
  queryOptions({ queryKey: offersQueryKeys.count(tipo), queryFn: () => getOfferCount(tipo), staleTime: 5 * 60_000, meta: { inlineErrors: true } });

export const useOfferCount = (tipo: OfferTypeName, enabled = true) => useQuery({ ...offerCountQueryOptions(tipo), enabled });
