import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationCallsByRole, type BodyOf, type Role } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { notificationKeys } from '../query-keys';

/**
 * How often an open page asks for news while it is visible. The newest page is one indexed read and one small
 * answer: ten seconds keeps "the company moved my candidacy" on screen within seconds at a cost measured in
 * docs/performance.md ("An idle client"). A hidden tab does not ask; it asks at once when it is shown again.
 */
export const NEWS_INTERVAL_MS = 10_000;

const callsOf = (role: Role) => notificationCallsByRole[role];

export function useNewestNotifications(role: Role) {
  const language = useLanguage();
  return useQuery({
    queryKey: notificationKeys.newest(role, language),
    queryFn: ({ signal }) => callApi(callsOf(role).list, { query: {}, signal }),
    refetchInterval: NEWS_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    // A poll that fails (the network is away a moment) is tried again at the next interval, not shown in a banner.
    meta: { inlineErrors: true },
  });
}

export function useOlderNotifications(role: Role, before: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: notificationKeys.older(role, language, before ?? 0),
    queryFn: ({ signal }) => callApi(callsOf(role).list, { query: { antesDe: before ?? undefined }, signal }),
    enabled: before !== null,
  });
}

/** Every change answers the new unread count; the lists are read again. */
function useNotificationChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkRead = (role: Role) => useNotificationChange((id: number) => callApi(callsOf(role).markRead, { body: { id } }));
export const useRemoveNotification = (role: Role) => useNotificationChange((id: number) => callApi(callsOf(role).remove, { body: { id } }));
export const useMarkLinklessRead = (role: Role) => useNotificationChange(() => callApi(callsOf(role).markLinklessRead));
export const useRemoveAll = (role: Role) => useNotificationChange(() => callApi(callsOf(role).removeAll));

export function usePreferences(role: Role) {
  return useQuery({ queryKey: notificationKeys.preferences(role), queryFn: ({ signal }) => callApi(callsOf(role).preferences, { signal }) });
}

export function useSavePreferences(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<ReturnType<typeof callsOf>['editPreferences']>) => callApi(callsOf(role).editPreferences, { body }),
    meta: { inlineErrors: true },
    onSuccess: (datos) => queryClient.setQueryData(notificationKeys.preferences(role), datos),
  });
}
