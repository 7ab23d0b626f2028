import { staffKeys } from '@/lib/query-keys';

export const staffSettingsQueryKeys = {
  settings: [...staffKeys.all, 'settings'] as const,
  sso: [...staffKeys.all, 'settings', 'sso'] as const,
};
