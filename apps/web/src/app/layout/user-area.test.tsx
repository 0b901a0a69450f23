import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDialog, dialogStore } from '../../lib/dialogs';
import { getToken, setToken } from '../../lib/token';
import { memberFactory } from '../../test/member-factory';
import { envelope, mockServer, type MockServer } from '../../test/mock-adapter';
import { renderWithApp } from '../../test/render';
import { UserArea } from './user-area';

const browser = vi.hoisted(() => ({ reloadPage: vi.fn(), goToUrl: vi.fn(), openInNewTab: vi.fn() }));
vi.mock('../../lib/browser', () => browser);

let server: MockServer | null = null;

// The menu is a lazy chunk: transformed once here rather than inside the first test's wait.
beforeAll(() => import('../../features/member/components/user-menu'));
afterEach(() => {
  server?.restore();
  server = null;
  (['login', 'switchAccount', 'score'] as const).forEach(closeDialog);
  vi.clearAllMocks();
});

function serveMember(overrides: Parameters<typeof memberFactory>[0] = {}) {
  setToken('tok');
  server = mockServer((config) => (config.url === '/api/v1/logout' ? envelope(200, null) : envelope(200, memberFactory(overrides))));
}

async function openMenu() {
  fireEvent.mouseEnter(await screen.findByTestId('user-menu-trigger'));
  return screen.findByTestId('user-menu-logout');
}

describe('UserArea', () => {
  it('shows 登录/注册 to visitors and opens the login dialog', () => {
    renderWithApp(<UserArea />);
    fireEvent.click(screen.getByRole('button', { name: '登录/注册' }));
    expect(dialogStore.get().login).toBe(true);
  });

  it('lists 我的 with the masked mobile, 修改成绩 and 退出登录, without 切换账号 for ordinary members', async () => {
    serveMember({ nickname: '小艺' });
    renderWithApp(<UserArea />);
    expect(await screen.findByTestId('user-menu-trigger')).toHaveTextContent('小艺');
    await openMenu();
    expect(screen.getByTestId('user-menu-mine')).toHaveTextContent('我的138****8000');
    expect(screen.getByTestId('user-menu-score')).toHaveTextContent('修改成绩');
    expect(screen.queryByTestId('user-menu-switch')).toBeNull();
  });

  it.each([1, 2])('offers 切换账号 to role %i', async (role) => {
    serveMember({ role });
    renderWithApp(<UserArea />);
    await openMenu();
    fireEvent.click(screen.getByTestId('user-menu-switch'));
    expect(dialogStore.get().switchAccount).toBe(true);
  });

  it('falls back to 账号ID:id without a nickname', async () => {
    serveMember({ nickname: ' ' });
    renderWithApp(<UserArea />);
    expect(await screen.findByTestId('user-menu-trigger')).toHaveTextContent('账号ID:42');
  });

  it('logs out after the 退出登录？ confirm: calls logout, clears the token, reloads', async () => {
    serveMember();
    renderWithApp(<UserArea />);
    fireEvent.click(await openMenu());
    expect(await screen.findByRole('dialog', { name: '退出登录？' })).toBeInTheDocument();
    expect(getToken()).toBe('tok');
    fireEvent.click(screen.getByTestId('logout-confirm'));
    await waitFor(() => expect(browser.reloadPage).toHaveBeenCalledTimes(1));
    expect(server?.calls.some((c) => c.url === '/api/v1/logout' && c.method === 'post')).toBe(true);
    expect(getToken()).toBeNull();
  });
});
