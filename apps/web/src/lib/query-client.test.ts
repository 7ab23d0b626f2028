import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { changedByOthers, createQueryClient } from './query-client';

describe("the app's query client", () => {
  it('keeps an answer fresh for a minute, but data other people change is read again whenever its page opens', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['own'], queryFn: () => Promise.resolve(1) });
    await client.fetchQuery({ ...changedByOthers, queryKey: ['shared'], queryFn: () => Promise.resolve(2) });
    // What a page that opens now sees: a fresh answer is shown as it is, a stale one is shown and read again.
    expect(new QueryObserver(client, { queryKey: ['own'] }).getCurrentResult().isStale).toBe(false);
    expect(new QueryObserver(client, { ...changedByOthers, queryKey: ['shared'] }).getCurrentResult().isStale).toBe(true);
  });
});
