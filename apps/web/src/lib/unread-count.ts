import { useSyncExternalStore } from 'react';

/**
 * The reader's unread notifications, for the page title (spec 1: "(3) Title", nothing at zero). The bell, which
 * loads after the first paint with the notifications feature, writes it; the layout reads it. A plain store keeps
 * the notifications contract out of the first scripts.
 */
let unread = 0;
const listeners = new Set<() => void>();

export function setUnreadCount(count: number): void {
  if (count === unread) return;
  unread = count;
  for (const listener of listeners) listener();
}

export function useUnreadCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unread,
  );
}

/** The document title with the unread count in brackets before it, as the spec writes it; past 99, "99+" as the bell. */
export const titleWithUnread = (title: string, count: number): string => (count > 0 ? `(${count > 99 ? '99+' : count}) ${title}` : title);
