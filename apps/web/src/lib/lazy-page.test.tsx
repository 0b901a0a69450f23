import { Suspense, type ComponentType } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const Page = () => <p>页面</p>;

function renderInSuspense(Component: ComponentType) {
  render(
    <Suspense fallback={<p>加载中</p>}>
      <Component />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('draws a preloaded page on its first render, with no fallback, after its prefetch', async () => {
    const client = new QueryClient();
    const prefetch = vi.fn(() => Promise.resolve());
    const LazyPage = lazyPage<'Page'>(() => Promise.resolve({ Page, prefetch }), 'Page');
    const search = new URLSearchParams('page=2');
    await LazyPage.preload(client, search);
    expect(prefetch).toHaveBeenCalledWith(client, search);
    renderInSuspense(LazyPage);
    expect(screen.getByText('页面')).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('loads the chunk alone without asking for its data', async () => {
    const prefetch = vi.fn(() => Promise.resolve());
    const LazyPage = lazyPage<'Page'>(() => Promise.resolve({ Page, prefetch }), 'Page');
    await LazyPage.load();
    expect(prefetch).not.toHaveBeenCalled();
    renderInSuspense(LazyPage);
    expect(screen.getByText('页面')).toBeTruthy();
  });

  it('suspends behind the fallback when nothing was preloaded', async () => {
    const LazyPage = lazyPage(() => Promise.resolve({ Page }), 'Page');
    renderInSuspense(LazyPage);
    expect(screen.getByText('加载中')).toBeTruthy();
    expect(await screen.findByText('页面')).toBeTruthy();
  });
});
