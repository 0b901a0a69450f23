import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../test/mock-adapter';
import { renderWithApp } from '../test/render';
import { AdminApp } from './admin-app';
import { mockAdminServer, type AdminMockServer } from './test/mock-admin-server';

// ECharts does not run in happy-dom; the dashboard chart is not what these tests are about.
vi.mock('./dashboard/days-chart', () => ({ DaysChart: () => null }));

let server: AdminMockServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

function renderConsole(path: string) {
  renderWithApp(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
      <Route path="/" element={<p>首页</p>} />
    </Routes>,
    { path },
  );
}

describe('operator console shell', () => {
  it('shows the console login without an operator token, whatever the member token', async () => {
    window.localStorage.setItem('token', 'member-token');
    server = mockAdminServer(() => envelope(200, null));
    renderConsole('/admin/members');
    expect(await screen.findByRole('form', { name: '运营后台登录' })).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('on a lost operator session drops only the operator token and returns to the console login, not the member flow', async () => {
    window.localStorage.setItem('token', 'member-token');
    window.localStorage.setItem('adminToken', 'old-operator-token');
    server = mockAdminServer(() => envelope(20003, null, '登录已过期，请重新登录'));
    renderConsole('/admin/members');
    expect(await screen.findByRole('form', { name: '运营后台登录' })).toBeInTheDocument();
    expect(await screen.findByText('登录已过期，请重新登录')).toBeInTheDocument();
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('member-token');
    expect(server.calls[0].headers.get('Authorization')).toBe('old-operator-token');
    expect(screen.queryByText('首页')).toBeNull();
  });

  it('opens a section with the operator token and shows the operator', async () => {
    window.localStorage.setItem('adminToken', 'operator-token');
    server = mockAdminServer((config) => {
      if (config.url === '/me') {
        return envelope(200, { id: 1, username: 'ops', lastLoginAt: null, createdAt: 1_700_000_000 });
      }
      return envelope(200, { content: [], total: 0, page: 1, size: 20 });
    });
    renderConsole('/admin/audit');
    await waitFor(() => expect(screen.getByTestId('admin-operator')).toHaveTextContent('ops'));
    await waitFor(() => expect(server?.calls.map((c) => c.url)).toContain('/audit/list'));
    expect(document.title).toBe('操作日志 - 艺志愿运营后台');
  });
});
