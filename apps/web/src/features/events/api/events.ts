import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventsCalls, homeCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { homeKeys } from '@/lib/query-keys';
import { eventsQueryKeys } from '../query-keys';

/** dameEventos without `proximos`: every event of the institution, newest first. */
export const eventsQueryOptions = (language: Language) => queryOptions({ queryKey: eventsQueryKeys.list(language), queryFn: () => callApi(homeCalls.events, { query: {} }) });
export const useEvents = (language: Language) => useQuery(eventsQueryOptions(language));

/** dameFichaEvento/{id}: the event with the candidate's enrolment. */
export const eventQueryOptions = (id: number, language: Language) =>
  queryOptions({ queryKey: eventsQueryKeys.detail(id, language), queryFn: () => callApi(eventsCalls.detail, { params: { id } }) });
export const useEvent = (id: number, language: Language) => useQuery(eventQueryOptions(id, language));

/** /api/Publico/dameFichaEvento/{id}: the same record without signing in. */
export const usePublicEvent = (id: number, language: Language) =>
  useQuery({ queryKey: eventsQueryKeys.publicDetail(id, language), queryFn: () => callApi(eventsCalls.publicDetail, { params: { id } }) });

/** inscribirseEnEvento / desinscribirseDeEvento: both answer the event as it now is, which replaces the cached one. */
export function useEnrolment(id: number, urlEvento: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) => callApi(join ? eventsCalls.enrol : eventsCalls.unenrol, { body: { idEvento: id, urlEvento } }),
    meta: { inlineErrors: true },
    onSuccess: (event) => {
      queryClient.setQueryData(eventsQueryKeys.detail(id, language), event);
      void queryClient.invalidateQueries({ queryKey: homeKeys.all });
    },
  });
}
