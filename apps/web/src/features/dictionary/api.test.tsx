import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadingVisible, resetLoading } from '../../lib/loading';
import { envelope, mockServer, type MockServer } from '../../test/mock-adapter';
import { renderWithApp } from '../../test/render';
import { fetchDictionaries, useDictionaryOptions } from './api';

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

describe('useDictionaryOptions', () => {
  it('loads the dictionaries once for every user and offers their entries, discarded keys dropped', async () => {
    server = mockServer(() =>
      envelope(200, { schoolNature: [{ value: '公办', label: '公办院校' }], status: [{ value: '1', label: '启用' }] }),
    );
    function Options({ name }: { name: string }) {
      const options = useDictionaryOptions(name, ['甲'] as const);
      return <p data-testid={`options-${name}`}>{options.map((o) => o.label).join(',')}</p>;
    }
    renderWithApp(
      <>
        <Options name="schoolNature" />
        <Options name="status" />
      </>,
    );
    expect(await screen.findByText('公办院校')).toBeInTheDocument();
    // status is among the discarded keys: its user keeps the fallback.
    expect(screen.getByTestId('options-status')).toHaveTextContent('甲');
    expect(server.calls.filter((c) => c.url === '/api/v1/common/getDictionariesList')).toHaveLength(1);
  });
});
