import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadingVisible, resetLoading } from '../../lib/loading';
import { envelope, mockServer, type MockServer } from '../../test/mock-adapter';
import { fetchDictionaries } from './api';

let server: MockServer;
afterEach(() => {
  server.restore();
  resetLoading();
  vi.useRealTimers();
});

describe('fetchDictionaries', () => {
  it('posts without the loading overlay, even when slow, and drops the discarded keys', async () => {
    vi.useFakeTimers();
    const answer = envelope(200, { bool: [{ value: '1', label: '是' }], schoolNature: [{ value: '1', label: '公办' }] });
    server = mockServer(() => new Promise((resolve) => setTimeout(() => resolve(answer), 1000)));
    const pending = fetchDictionaries();
    await vi.advanceTimersByTimeAsync(900);
    expect(loadingVisible.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await pending).toEqual({ schoolNature: [{ value: '1', label: '公办' }] });
    expect(server.calls[0].method).toBe('post');
  });
});
