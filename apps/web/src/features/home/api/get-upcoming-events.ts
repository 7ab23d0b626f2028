import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_EVENTS, homeCalls, type EventCard } from '@portal/shared';
import { callApi } from '@/lib/api-client';

/** GET /api/Alumno/dameEventos?proximos=3: the next events, future only, soonest first (48 without hasEventos). */
export function getUpcomingEvents(count: number = HOME_EVENTS): Promise<EventCard[]> {
  return callApi<EventCard[]>({ ...homeCalls.events, path: `${homeCalls.events.path}?proximos=${count}` });
}

export const upcomingEventsQueryOptions = () => queryOptions({ queryKey: ['events', 'upcoming', HOME_EVENTS], queryFn: () => getUpcomingEvents() });

export const useUpcomingEvents = () => useQuery(upcomingEventsQueryOptions());
