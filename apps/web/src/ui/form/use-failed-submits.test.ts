import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFailedSubmits } from './use-failed-submits';

describe('useFailedSubmits', () => {
  it('starts at zero and counts every failed submit', () => {
    const { result } = renderHook(() => useFailedSubmits());
    expect(result.current.failedSubmits).toBe(0);
    act(() => result.current.countFailedSubmit());
    act(() => result.current.countFailedSubmit());
    expect(result.current.failedSubmits).toBe(2);
  });

  it('keeps the same counter function between renders', () => {
    const { result, rerender } = renderHook(() => useFailedSubmits());
    const first = result.current.countFailedSubmit;
    act(() => first());
    rerender();
    expect(result.current.countFailedSubmit).toBe(first);
  });
});
