import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

let scrollY = 0;
const reads = vi.fn(() => scrollY);
Object.defineProperty(window, 'scrollY', { configurable: true, get: reads });

afterEach(() => {
  scrollY = 0;
  reads.mockClear();
});

describe('useScrolledPast (the sticky header)', () => {
  it('looks at the scroll position in the next frame, not in the commit, and follows scrolling', async () => {
    scrollY = 400;
    const { result } = renderHook(() => useScrolledPast(150));
    // Read during the commit, scrollY would lay out the whole new page inside that task.
    expect(reads).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));

    scrollY = 100;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);
  });

  it('stops listening once unmounted', () => {
    const { unmount } = renderHook(() => useScrolledPast(150));
    unmount();
    window.dispatchEvent(new Event('scroll'));
    expect(reads).not.toHaveBeenCalled();
  });
});
