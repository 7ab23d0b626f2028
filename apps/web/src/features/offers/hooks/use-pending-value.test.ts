import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePendingValue } from './use-pending-value';

describe('usePendingValue', () => {
  it('shows a choice at once, then follows the address, also when the back button undoes it', () => {
    const { result, rerender } = renderHook(({ value }) => usePendingValue(value), { initialProps: { value: false } });
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    rerender({ value: true });
    expect(result.current[0]).toBe(true);
    rerender({ value: false });
    expect(result.current[0]).toBe(false);
  });
});
