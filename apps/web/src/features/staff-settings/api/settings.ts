import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffSettingsCalls, type BodyOf, type CallDefinition, type InstitutionSettings } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { configurationKeys } from '@/lib/query-keys';
import { staffSettingsQueryKeys } from '../query-keys';

/** GET /api/Gestor/dameConfiguracionInstitucion */
export function getSettings(): Promise<InstitutionSettings> {
  return callApi(staffSettingsCalls.get);
}

export const settingsQueryOptions = () => queryOptions({ queryKey: staffSettingsQueryKeys.settings, queryFn: getSettings });
export const useSettings = () => useQuery(settingsQueryOptions());

type Action = 'maintenance' | 'flags' | 'fields';
type Bodies = { [K in Action]: BodyOf<(typeof staffSettingsCalls)[K]> };

/**
 * editaMantenimientoGestor, editaFlagsGestor, editaCamposGestor: each answers the new settings, which replace the
 * cached ones. The portal's own configuration is read again at once, so the staff member sees the change without a
 * reload; other open portals get it when theirs is refreshed (window focus, every few minutes).
 */
export function useSettingsAction<K extends Action>(action: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Bodies[K]) => callApi(staffSettingsCalls[action] as CallDefinition, { body } as never) as Promise<InstitutionSettings>,
    meta: { inlineErrors: true },
    onSuccess: (settings) => {
      queryClient.setQueryData(staffSettingsQueryKeys.settings, settings);
      return queryClient.invalidateQueries({ queryKey: configurationKeys.all });
    },
  });
}
