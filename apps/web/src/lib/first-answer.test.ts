import { describe, expect, it } from 'vitest';
import { awaitingFirstAnswer } from './first-answer';

const read = (state: Partial<Parameters<typeof awaitingFirstAnswer>[0]>) => ({ isPending: true, fetchStatus: 'fetching' as const, failureCount: 0, errorUpdateCount: 0, ...state });

describe('awaitingFirstAnswer', () => {
  it('waits for a read on its first try, and for the slowest of several', () => {
    expect(awaitingFirstAnswer(read({}))).toBe(true);
    expect(awaitingFirstAnswer(read({ isPending: false, fetchStatus: 'idle' }), read({}))).toBe(true);
  });

  it('waits no longer once a read has answered, failed, or failed a try that is being repeated', () => {
    expect(awaitingFirstAnswer(read({ isPending: false, fetchStatus: 'idle' }))).toBe(false);
    expect(awaitingFirstAnswer(read({ failureCount: 1 }))).toBe(false);
    // A read with no data that failed goes back to pending when a part mounted after it tries it again.
    expect(awaitingFirstAnswer(read({ errorUpdateCount: 1 }))).toBe(false);
  });

  it('does not wait for a disabled or paused read', () => {
    expect(awaitingFirstAnswer(read({ fetchStatus: 'idle' }))).toBe(false);
    expect(awaitingFirstAnswer(read({ fetchStatus: 'paused' }))).toBe(false);
  });
});
