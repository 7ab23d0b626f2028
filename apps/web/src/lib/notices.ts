import { useSyncExternalStore } from 'react';
import { Status } from '@portal/shared';

/**
 * The message shown in the banner under the header: an error or notice of the status-code catalogue, with the
 * server's `mensaje` when there is one. One message at a time; a newer one replaces the older.
 */
export interface Notice {
  status: number;
  mensaje?: string;
  datos?: unknown;
  /** Changes on every `showNotice`, so the banner can move focus to a repeated message too. */
  seq: number;
  /** The page a navigation under way is opening: the notice is for that page and survives arriving there once. */
  opensOn?: string;
}

let current: Notice | null = null;
let seq = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showNotice(notice: { status: number; mensaje?: string; datos?: unknown }): void {
  seq += 1;
  current = { ...notice, seq };
  emit();
}

/**
 * A notice for the page a navigation is about to open ("Oferta creada" on /mis-ofertas after the offer form): the
 * banner clears on route change, so a plain `showNotice` before `navigate` would be cleared on arrival. This one is
 * kept when the route changes to `pathname`, and clears on the route change after that, as any other.
 */
export function showNoticeOn(pathname: string, notice: { status: number; mensaje?: string; datos?: unknown }): void {
  seq += 1;
  current = { ...notice, seq, opensOn: samePath(pathname) };
  emit();
}

function samePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export function dismissNotice(): void {
  if (current === null) return;
  current = null;
  emit();
}

/**
 * Spec 1 §4: the banner clears on route change, except for code 2 (the session-lost message stays on /login) and a
 * notice shown for the page now opened (`showNoticeOn`), which stays until the next change.
 */
export function clearNoticeOnNavigation(pathname: string): void {
  if (!current || current.status === Status.SessionExpired) return;
  if (current.opensOn !== undefined && current.opensOn === samePath(pathname)) {
    current = { ...current, opensOn: undefined };
    return;
  }
  dismissNotice();
}

export function getNotice(): Notice | null {
  return current;
}

export function useNotice(): Notice | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
