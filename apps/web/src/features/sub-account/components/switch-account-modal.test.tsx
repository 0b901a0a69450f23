import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GroupAccount } from '@yzy/shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog } from '../../../lib/dialogs';
import { getToken, setToken } from '../../../lib/token';
import { memberFactory } from '../../../test/member-factory';
import { envelope, mockServer, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { SwitchAccountModal } from './switch-account-modal';

// antd's first render is slow on a busy two-core machine.
const browser = vi.hoisted(() => ({ reloadPage: vi.fn(), goToUrl: vi.fn(), openInNewTab: vi.fn() }));
vi.mock('../../../lib/browser', () => browser);

let server: MockServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
  closeDialog('switchAccount');
  vi.clearAllMocks();
});

const sub = (id: number, overrides: Partial<GroupAccount> = {}): GroupAccount => ({
  id,
  nickname: `学生${id}`,
  note: '',
  vipStatus: 1,
  isMain: false,
  createdAt: 0,
  ...overrides,
});

function serve(role: number, memberId: number, group: GroupAccount[]) {
  setToken('old-token');
  server = mockServer((config) => {
    switch (config.url) {
      case '/api/v1/memberInfo':
        return envelope(200, memberFactory({ id: memberId, role, nickname: '王老师' }));
      case '/api/v1/member/getMySubAccountList':
        return envelope(200, { content: group, total: group.length, page: 1, size: 50 });
      case '/api/v1/member/getExpertInfoBySubAccount':
        return envelope(200, { expertSubAccountInfo: group });
      case '/api/v1/changeToNewAccount':
        return envelope(200, { token: 'new-token' });
      default:
        return envelope(10004, null, '接口不存在');
    }
  });
  openDialog('switchAccount');
  renderWithApp(<SwitchAccountModal />);
}

const card = (id: number) => screen.findByTestId(`account-card-${id}`);
const confirmTitle = (text: string) => screen.findByText(text, { selector: '.ant-modal-confirm-title' });
const switchCalls = () => server?.calls.filter((c) => c.url === '/api/v1/changeToNewAccount') ?? [];

describe('切换账号 modal', () => {
  it('counts 子账号(n) and fills a last row of two with one 296 px placeholder', async () => {
    serve(
      1,
      1,
      [1, 2, 3, 4, 5].map((n) => sub(n + 10)),
    );
    expect(await screen.findByTestId('sub-account-count')).toHaveTextContent('子账号(5)');
    expect(screen.getAllByTestId('sub-account-placeholder')).toHaveLength(1);
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '1100px' });
    expect(document.querySelector('.ant-modal-footer')).toBeNull();
  });

  it('adds no placeholder when the last row is full or holds one card', async () => {
    serve(1, 1, [sub(11), sub(12), sub(13), sub(14)]);
    expect(await screen.findByTestId('sub-account-count')).toHaveTextContent('子账号(4)');
    expect(screen.queryByTestId('sub-account-placeholder')).toBeNull();
  });

  it('asks 当前子账号暂未使用，是否确认使用？ for an unused sub-account, then stores the new token and reloads', async () => {
    serve(1, 1, [sub(11, { vipStatus: 0, nickname: '李同学' })]);
    expect(within(await card(11)).getByText('未使用')).toBeInTheDocument();
    fireEvent.click(await card(11));
    await confirmTitle('当前子账号暂未使用，是否确认使用？');
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('switch-confirm'));
    await waitFor(() => expect(browser.reloadPage).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(switchCalls()[0]?.data))).toEqual({ accountId: 11 });
    expect(getToken()).toBe('new-token');
  });

  it('names a used sub-account (nickname, else 账号ID:id) and does nothing on 取消', async () => {
    serve(1, 1, [sub(11, { nickname: '' }), sub(12, { nickname: '李同学' })]);
    fireEvent.click(await card(11));
    await confirmTitle('是否切换为子账号：账号ID:11？');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    fireEvent.click(await card(12));
    await confirmTitle('是否切换为子账号：李同学？');
    // The cancelled confirm may still be closing (no animations end in happy-dom): check the newest.
    expect(screen.getAllByTestId('switch-confirm').at(-1)).toHaveTextContent('确认');
    expect(switchCalls()).toHaveLength(0);
  });

  it('says 已登录当前账号 as an error for the main account the expert is logged in as', async () => {
    serve(1, 1, [sub(11)]);
    fireEvent.click(await card(1));
    const toast = await screen.findByText('已登录当前账号');
    expect(toast.closest('.ant-message-error')).not.toBeNull();
    expect(toast.closest('.ant-message-warning')).toBeNull();
    expect(switchCalls()).toHaveLength(0);
  });

  it('offers a sub-account 是否切换为主账号？ and marks itself as the current account', async () => {
    serve(2, 12, [sub(1, { isMain: true, nickname: '王老师' }), sub(11), sub(12)]);
    expect(await screen.findByTestId('sub-account-count')).toHaveTextContent('子账号(2)');
    expect(within(await card(12)).getByText('当前账号')).toBeInTheDocument();
    fireEvent.click(await card(12));
    expect(await screen.findByText('已登录当前账号')).toBeInTheDocument();
    fireEvent.click(await card(1));
    await confirmTitle('是否切换为主账号？');
  });
});
