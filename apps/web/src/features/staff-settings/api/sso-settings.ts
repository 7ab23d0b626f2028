import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ssoCalls, type BodyOf, type SsoSettings } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { configurationKeys } from '@/lib/query-keys';
import { staffSettingsQueryKeys } from '../query-keys';

/** GET /api/Gestor/dameAccesoUnicoGestor: the single sign-on settings (the client secret is never sent). */
export const ssoSettingsQueryOptions = () => queryOptions({ queryKey: staffSettingsQueryKeys.sso, queryFn: () => callApi(ssoCalls.settings) });
export const useSsoSettings = () => useQuery(ssoSettingsQueryOptions());

/**
 * POST /api/Gestor/editaAccesoUnicoGestor: answers the new settings, which replace the cached ones; the portal's
 * configuration is read again, so the login's button follows at once.
 */
export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ssoCalls.editSettings>): Promise<SsoSettings> => callApi(ssoCalls.editSettings, { body }),
    meta: { inlineErrors: true },
    onSuccess: (settings) => {
      queryClient.setQueryData(staffSettingsQueryKeys.sso, settings);
      return queryClient.invalidateQueries({ queryKey: configurationKeys.all });
    },
  });
}
