import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidacyCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { candidaciesKeys } from '@/lib/query-keys';
import { changedByOthers } from '@/lib/query-client';

export type PendingActions = DatosOf<typeof candidacyCalls.pendingActions>;

/** GET /api/Alumno/dameAccionesPendientes: pre-enrolments to answer and required CV data left empty. */
export function getPendingActions() {
  return callApi(candidacyCalls.pendingActions);
}

/** A reminder: when it cannot be read, the home and the menu simply show nothing pending. */
export const pendingActionsQueryOptions = () =>
  queryOptions({ ...changedByOthers, queryKey: candidaciesKeys.pendingActions, queryFn: getPendingActions, meta: { inlineErrors: true } });

export const usePendingActions = (enabled = true) => useQuery({ ...pendingActionsQueryOptions(), enabled });
