import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginLoading, endLoading, loadingVisible, resetLoading } from './loading';

describe('global loading overlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetLoading();
  });
  afterEach(() => {
    resetLoading();
    vi.useRealTimers();
  });

  it('appears only 400 ms after a request starts', () => {
    beginLoading();
    vi.advanceTimersByTime(399);
    expect(loadingVisible.get()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loadingVisible.get()).toBe(true);
  });

  it('never appears for a request that ends within 400 ms', () => {
    beginLoading();
    vi.advanceTimersByTime(300);
    endLoading();
    vi.advanceTimersByTime(1000);
    expect(loadingVisible.get()).toBe(false);
  });

  it('hides 400 ms after the last request ends', () => {
    beginLoading();
    beginLoading();
    vi.advanceTimersByTime(400);
    endLoading();
    vi.advanceTimersByTime(1000);
    expect(loadingVisible.get()).toBe(true);
    endLoading();
    vi.advanceTimersByTime(399);
    expect(loadingVisible.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loadingVisible.get()).toBe(false);
  });

  it('stays up when a new request starts during the hide delay', () => {
    beginLoading();
    vi.advanceTimersByTime(400);
    endLoading();
    vi.advanceTimersByTime(200);
    beginLoading();
    vi.advanceTimersByTime(1000);
    expect(loadingVisible.get()).toBe(true);
  });
});
