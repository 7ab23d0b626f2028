import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { searchAlertCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { offersQueryKeys } from '../query-keys';

/** GET /api/Alumno/dameAlertasBusqueda: the ids of the saved searches I hear of new offers for. */
export function getSearchAlerts() {
  return callApi(searchAlertCalls.alerts);
}

export const searchAlertsQueryOptions = () => queryOptions({ queryKey: offersQueryKeys.searchAlerts, queryFn: getSearchAlerts });

export const useSearchAlerts = () => useQuery(searchAlertsQueryOptions());

/** POST /api/Alumno/editAlertaBusqueda {id, alerta}: the bell of a saved search, on or off. */
export function editSearchAlert(change: { id: number; alerta: boolean }) {
  return callApi(searchAlertCalls.editAlert, { body: change });
}

export function useEditSearchAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editSearchAlert,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryKeys.searchAlerts }),
  });
}
