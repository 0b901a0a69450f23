import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettled } from './use-settled';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSettled', () => {
  it('gives a value once it has stayed the same for the whole wait, and only the last of a burst', () => {
    const { result, rerender } = renderHook(({ value }) => useSettled(value, 400), {
      initialProps: { value: { n: 1 } as { n: number } | null },
    });
    expect(result.current).toEqual({ n: 1 });
    rerender({ value: { n: 2 } });
    act(() => vi.advanceTimersByTime(399));
    rerender({ value: { n: 3 } });
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toEqual({ n: 1 });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ n: 3 });
  });

  it('never settles on null (numbers with a problem): the previous value stays and no timer is left', () => {
    const { result, rerender } = renderHook(({ value }) => useSettled(value, 400), {
      initialProps: { value: { n: 1 } as { n: number } | null },
    });
    rerender({ value: null });
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toEqual({ n: 1 });
  });
});
