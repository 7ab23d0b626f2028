import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import type { PortalConfiguration } from '@/lib/brand';
import { configurationKeys } from '@/lib/query-keys';

/** GET /api/Publico/configuracion: the institution of this host name, its brand and the service state. */
export async function getConfiguration() {
  const datos = await callApi(publicCalls.configuration, { token: null });
  // The contract types `marca` loosely (a record); the API serves the BrandConfig of packages/shared/src/brands.
  return { ...datos, marca: datos.marca as unknown as PortalConfiguration['marca'] };
}

export const configurationQueryOptions = () =>
  queryOptions({ queryKey: configurationKeys.all, queryFn: getConfiguration, staleTime: Infinity, meta: { inlineErrors: true } });

export const useConfiguration = () => useQuery(configurationQueryOptions());
