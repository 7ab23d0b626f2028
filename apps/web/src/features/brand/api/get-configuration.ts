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

/** How long the brand flags read are trusted, and how often an open portal asks again (staff change them at run time). */
export const CONFIGURATION_STALE_MS = 60_000;
export const CONFIGURATION_REFRESH_MS = 5 * 60_000;

/**
 * The configuration as a live query: read again when the window gets the focus back once it is a minute old, and
 * every five minutes while the portal is open, so a flag staff switch reaches everyone without a reload. A failed
 * refresh keeps the configuration already shown.
 */
export const configurationQueryOptions = () =>
  queryOptions({
    queryKey: configurationKeys.all,
    queryFn: getConfiguration,
    staleTime: CONFIGURATION_STALE_MS,
    refetchInterval: CONFIGURATION_REFRESH_MS,
    refetchOnWindowFocus: true,
    meta: { inlineErrors: true },
  });

export const useConfiguration = () => useQuery(configurationQueryOptions());
