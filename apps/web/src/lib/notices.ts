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

export function dismissNotice(): void {
  if (current === null) return;
  current = null;
  emit();
}

/** Spec 1 §4: the banner clears on route change, except for code 2 (the session-lost message stays on /login). */
export function clearNoticeOnNavigation(): void {
  if (current && current.status !== Status.SessionExpired) dismissNotice();
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
