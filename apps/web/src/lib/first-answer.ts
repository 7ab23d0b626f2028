import type { UseQueryResult } from '@tanstack/react-query';

type Read = Pick<UseQueryResult, 'isPending' | 'fetchStatus' | 'failureCount' | 'errorUpdateCount'>;

/**
 * Whether any of these reads is still on its first try. What its answer draws above or around an action is not
 * drawn yet, and neither is the action, so nothing moves under a tap once it is shown (docs/decisions.md, "Nothing
 * moves under a finger"). A read that has failed once counts as answered (what it draws is a guide, the page goes
 * on without it): a failed try in progress (`failureCount`) or an earlier failed read (`errorUpdateCount`). The
 * second matters because a read with no data goes back to pending when it is tried again, and a part drawn after
 * the answer may try it again as it mounts: waiting again would hide that part, and it would try again as it
 * comes back, without end. A disabled or paused read is not waited for.
 */
export function awaitingFirstAnswer(...reads: Read[]): boolean {
  return reads.some((read) => read.isPending && read.fetchStatus === 'fetching' && read.failureCount === 0 && read.errorUpdateCount === 0);
}
