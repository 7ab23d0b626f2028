import { queryOptions, useQuery } from '@tanstack/react-query';
import { domainsCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { cvQueryKeys } from '../query-keys';

export type ProvinceIslands = DatosOf<typeof domainsCalls.provinceHasIslands>;

/** GET /api/Dominios/esProvinciaConIslas/:provincia: whether a province is made of islands, and which. */
export function getProvinceIslands(provinceId: number) {
  return callApi(domainsCalls.provinceHasIslands, { params: { provincia: provinceId }, token: null });
}

export const provinceIslandsQueryOptions = (provinceId: number | null) =>
  queryOptions({
    queryKey: cvQueryKeys.provinceIslands(provinceId),
    queryFn: () => getProvinceIslands(provinceId ?? 0),
    enabled: provinceId !== null,
    staleTime: Infinity,
  });

export const useProvinceIslands = (provinceId: number | null) => useQuery(provinceIslandsQueryOptions(provinceId));
