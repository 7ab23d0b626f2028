import { staffKeys } from '@/lib/query-keys';

export const staffDashboardQueryKeys = {
  dashboard: [...staffKeys.all, 'dashboard'] as const,
};
