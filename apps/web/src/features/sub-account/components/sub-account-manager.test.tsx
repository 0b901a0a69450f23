import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GroupAccount } from '@yzy/shared/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, mockServer, type MockServer } from '../../../test/mock-adapter';
import { renderWithApp } from '../../../test/render';
import { SubAccountManager } from './sub-account-manager';

// antd's first render is slow on a busy two-core machine.
let server: MockServer | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

const students: GroupAccount[] = [
  { id: 2, nickname: '李同学', note: '美术与设计类 · 江苏', vipStatus: 1, isMain: false, createdAt: 1_790_000_000 },
  { id: 3, nickname: '', note: '', vipStatus: 0, isMain: false, createdAt: 1_790_000_000 },
];

function serve() {
  server = mockServer((config) =>
    config.url === '/api/v1/member/getMySubAccountList'
      ? envelope(200, { content: students, total: 2, page: 1, size: 10 })
      : envelope(200, null),
  );
  renderWithApp(<SubAccountManager />, { path: '/mine?tab=subAccounts' });
}

const bodyOf = (url: string) => JSON.parse(String(server?.calls.find((c) => c.url === url)?.data));

describe('子账号管理', () => {
  it('lists the students with 子账号(n), 账号ID fallback and their state', async () => {
    serve();
    expect(await screen.findByText('子账号(2)')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('已使用')).toBeInTheDocument();
    expect(within(rows[2]).getByText('账号ID:3')).toBeInTheDocument();
    expect(within(rows[2]).getByText('未使用')).toBeInTheDocument();
  });

  it('renames and annotates a student', async () => {
    serve();
    fireEvent.click(await screen.findByTestId('sub-account-edit-2'));
    const name = await screen.findByRole('textbox', { name: '学生昵称' });
    expect(name).toHaveValue('李同学');
    fireEvent.change(name, { target: { value: '李小艺' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(bodyOf('/api/v1/member/updateSubAccountInfo')).toEqual({ accountId: 2, nickname: '李小艺', note: '美术与设计类 · 江苏' });
  });

  it('creates a student, asking for a nickname first', async () => {
    serve();
    fireEvent.click(await screen.findByTestId('sub-account-create'));
    fireEvent.click(await screen.findByRole('button', { name: '创建' }));
    expect(await screen.findByText('请输入学生昵称')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: '学生昵称' }), { target: { value: '赵同学' } });
    fireEvent.click(screen.getByRole('button', { name: '创建' }));
    await waitFor(() => expect(bodyOf('/api/v1/member/createSubAccount')).toEqual({ nickname: '赵同学', note: '' }));
  });
});
