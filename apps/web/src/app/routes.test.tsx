import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, dialogStore } from '../lib/dialogs';
import { setToken } from '../lib/token';
import { memberFactory } from '../test/member-factory';
import { envelope, mockServer, type MockServer } from '../test/mock-adapter';
import { Providers } from './providers';
import { routes } from './routes';

vi.mock('../lib/browser', () => ({ reloadPage: vi.fn(), goToUrl: vi.fn(), openInNewTab: vi.fn() }));

let server: MockServer;
beforeEach(() => {
  server = mockServer((config) =>
    config.url === '/api/v1/memberInfo' ? envelope(200, memberFactory({ nickname: '小艺' })) : envelope(10004, null, '接口不存在'),
  );
});
afterEach(() => {
  server.restore();
  (['login', 'vip', 'score'] as const).forEach(closeDialog);
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const activeTab = () => screen.getByRole('navigation', { name: '主导航' }).querySelector('[aria-current="page"]');

describe('routes', () => {
  it('renders 首页 with its tab active and a white background', async () => {
    renderAt('/');
    expect(await screen.findByText('艺考志愿，一站规划')).toBeInTheDocument();
    expect(activeTab()).toHaveTextContent('首页');
    expect(screen.getByTestId('site-layout')).not.toHaveClass('yzy-site-grey');
  });

  it('highlights the tab of the route (tabIndex) and greys school pages', async () => {
    renderAt('/school');
    expect(await screen.findByRole('heading', { name: '找大学' })).toBeInTheDocument();
    expect(activeTab()).toHaveTextContent('找大学');
    expect(screen.getByTestId('site-layout')).toHaveClass('yzy-site-grey');
  });

  it('sends a visitor from a login page to /login, which opens the login dialog over 首页', async () => {
    const router = renderAt('/range');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Frange');
    expect(dialogStore.get().login).toBe(true);
    expect(await screen.findByText('艺考志愿，一站规划')).toBeInTheDocument();
  });

  it('opens the score dialog over a score page for a member without scores', async () => {
    setToken('tok');
    renderAt('/compute');
    // The lazy page and the score form inside the opened dialog render together: allow more than 1 s.
    expect(await screen.findByText('请先完善高考成绩')).toBeInTheDocument();
    expect(dialogStore.get().score).toBe(true);
    expect(activeTab()).toHaveTextContent('算综合分');
  });

  it('redirects unmatched paths to /', async () => {
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('serves /app outside the layout', async () => {
    renderAt('/app');
    expect(await screen.findByText('下载艺志愿')).toBeInTheDocument();
    expect(screen.queryByTestId('site-layout')).toBeNull();
  });
});
