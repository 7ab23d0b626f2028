import { useState } from 'react';

/**
 * A control whose value lives in the address: the user's choice shows at once, before the navigation that
 * records it has finished. Any change of the address (to that choice, or by the back button) rules again.
 */
export function usePendingValue<T>(value: T): [T, (next: T) => void] {
  const [pending, setPending] = useState<{ next: T } | null>(null);
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    // React's pattern for state that follows a prop: adjusted during render, before anything is drawn.
    setSeen(value);
    setPending(null);
  }
  return [pending !== null && Object.is(seen, value) ? pending.next : value, (next) => setPending({ next })];
}
