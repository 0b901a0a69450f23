import { useState, type ReactElement } from 'react';
import { MemberRole, canSwitchAccount } from '@yzy/shared/rules/roles';
import { App, Dropdown, type ButtonProps, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { reloadPage } from '../../../lib/browser';
import { openDialog, openScoreDialog } from '../../../lib/dialogs';
import { logout } from '../api';
import { dropdownTrigger } from '../../../lib/pointer';
import { clearToken } from '../../../lib/token';
import { accountHintOf } from '../../../shared/session';
import type { UserMenuProps } from './user-menu';

const confirmButtonProps: ButtonProps & { 'data-testid': string } = { 'data-testid': 'logout-confirm' };

/**
 * The member's menu around its trigger (user-menu.tsx), loaded with the first hover or tap and
 * opened at once: 我的, 修改成绩, 学生工作台 (main accounts), 切换账号, 退出登录.
 */
export function UserDropdown({ member, scoreSummary, children }: UserMenuProps & { children: ReactElement }) {
  // Open on arrival: the hover or tap that loaded the menu asked for it.
  const [open, setOpen] = useState(true);
  const { modal } = App.useApp();
  const navigate = useNavigate();

  function confirmLogout() {
    modal.confirm({
      title: '退出登录？',
      okText: '确定',
      cancelText: '取消',
      okButtonProps: confirmButtonProps,
      // The token goes even if the call fails: the session may already be gone server-side.
      onOk: () =>
        logout()
          .catch(() => null)
          .then(() => {
            clearToken();
            reloadPage();
          }),
    });
  }

  const items: MenuProps['items'] = [
    {
      key: 'mine',
      label: (
        <span data-testid="user-menu-mine">
          我的<span className="yzy-menu-hint">{accountHintOf(member)}</span>
        </span>
      ),
      onClick: () => navigate('/mine'),
    },
    {
      key: 'score',
      label: (
        <span className="yzy-menu-score">
          <span data-testid="user-menu-score">修改成绩</span>
          {scoreSummary && (
            <span className="yzy-menu-summary" data-testid="user-menu-score-summary">
              {scoreSummary}
            </span>
          )}
        </span>
      ),
      onClick: openScoreDialog,
    },
    ...(member.role === MemberRole.expert
      ? [{ key: 'workspace', label: <span data-testid="user-menu-workspace">学生工作台</span>, onClick: () => navigate('/workspace') }]
      : []),
    ...(canSwitchAccount(member.role)
      ? [{ key: 'switch', label: <span data-testid="user-menu-switch">切换账号</span>, onClick: () => openDialog('switchAccount') }]
      : []),
    { type: 'divider' as const },
    { key: 'logout', label: <span data-testid="user-menu-logout">退出登录</span>, onClick: confirmLogout },
  ];

  return (
    <Dropdown menu={{ items }} placement="bottomRight" trigger={dropdownTrigger()} open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}
