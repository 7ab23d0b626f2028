import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_EVENTS, homeCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { homeKeys } from '@/lib/query-keys';

/** GET /api/Alumno/dameEventos?proximos=3: the next events, future only, soonest first (48 without hasEventos). */
export function getUpcomingEvents(count: number = HOME_EVENTS) {
  return callApi(homeCalls.events, { query: { proximos: count } });
}

export const upcomingEventsQueryOptions = () => queryOptions({ queryKey: homeKeys.upcomingEvents(HOME_EVENTS), queryFn: () => getUpcomingEvents() });

export const useUpcomingEvents = () => useQuery(upcomingEventsQueryOptions());
