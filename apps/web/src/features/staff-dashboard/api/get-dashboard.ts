import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffDashboardCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { staffDashboardQueryKeys } from '../query-keys';

export type Dashboard = DatosOf<typeof staffDashboardCalls.dashboard>;

/** GET /api/Gestor/dameCuadroMandoGestor: the last 12 months and the current queues. */
export const dashboardQueryOptions = () =>
  queryOptions({ ...changedByOthers, queryKey: staffDashboardQueryKeys.dashboard, queryFn: () => callApi(staffDashboardCalls.dashboard) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
