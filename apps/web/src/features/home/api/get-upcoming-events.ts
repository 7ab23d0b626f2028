import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_EVENTS, homeCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { homeQueryKeys } from '../query-keys';

/** GET /api/Alumno/dameEventos?proximos=3: the next events, future only, soonest first (48 without hasEventos). */
export function getUpcomingEvents(count: number = HOME_EVENTS) {
  return callApi(homeCalls.events, { query: { proximos: count } });
}

/** Per language: the titles come translated where the service translated them. */
export const upcomingEventsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: homeQueryKeys.upcomingEvents(HOME_EVENTS, language), queryFn: () => getUpcomingEvents() });

export const useUpcomingEvents = () => useQuery(upcomingEventsQueryOptions(useLanguage()));
