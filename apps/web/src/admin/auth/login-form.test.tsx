import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/mock-adapter';
import { renderWithApp } from '../../test/render';
import { mockAdminServer, type AdminMockServer } from '../test/mock-admin-server';
import { LoginForm } from './login-form';

let server: AdminMockServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

const session = {
  token: 'op-token',
  expiresAt: 2_000_000_000,
  operator: { id: 1, username: 'ops', lastLoginAt: null, createdAt: 1_700_000_000 },
};

function renderForm(answer: { status: number; data: unknown }) {
  server = mockAdminServer(() => answer);
  const onLoggedIn = vi.fn();
  renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />);
  return onLoggedIn;
}

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('admin-login-submit'));

describe('运营后台登录 form', () => {
  it('asks for every factor with the contract messages and sends nothing', async () => {
    renderForm(envelope(200, session));
    submit();
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入动态验证码')).toBeInTheDocument();
    fill('admin-login-totp', '12a');
    submit();
    expect(await screen.findByText('请输入6位动态验证码')).toBeInTheDocument();
    expect(server?.calls).toHaveLength(0);
  });

  it('logs in: stores the operator token under its own key, leaves the member token alone', async () => {
    window.localStorage.setItem('token', 'member-token');
    const onLoggedIn = renderForm(envelope(200, session));
    fill('admin-login-username', ' ops ');
    fill('admin-login-password', 'secret-pass');
    fill('admin-login-totp', '123456');
    submit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    const call = server?.calls[0];
    expect(call?.url).toBe('/login');
    expect(call?.baseURL).toBe('/api/admin/v1');
    expect(JSON.parse(String(call?.data))).toEqual({ username: ' ops ', password: 'secret-pass', totp: '123456' });
    expect(call?.headers.get('Authorization')).toBeFalsy();
    expect(window.localStorage.getItem('adminToken')).toBe('op-token');
    expect(window.localStorage.getItem('token')).toBe('member-token');
  });

  it('shows a refused login in the form and clears the used code', async () => {
    const onLoggedIn = renderForm(envelope(10001, null, '用户名、密码或动态验证码错误'));
    fill('admin-login-username', 'ops');
    fill('admin-login-password', 'wrong');
    fill('admin-login-totp', '654321');
    submit();
    expect(await screen.findByText('用户名、密码或动态验证码错误')).toBeInTheDocument();
    expect(screen.getByTestId('admin-login-totp')).toHaveValue('');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });
});
