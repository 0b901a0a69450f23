import { MemberRole, canSwitchAccount } from '@yzy/shared/rules/roles';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import type { MemberInfo } from '@yzy/shared/contracts';
import { App, Avatar, Dropdown, type ButtonProps, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { reloadPage } from '../../../lib/browser';
import { openDialog, openScoreDialog } from '../../../lib/dialogs';
import { logout } from '../api';
import { dropdownTrigger } from '../../../lib/pointer';
import { clearToken } from '../../../lib/token';
import { accountHintOf, displayNameOf } from '../../../shared/session';
import '../member.css';

interface UserMenuProps {
  member: MemberInfo;
  /** The saved scores in one line (composed by the layout from the score-profile feature). */
  scoreSummary?: string;
}

const confirmButtonProps: ButtonProps & { 'data-testid': string } = { 'data-testid': 'logout-confirm' };

/** The menu of a logged-in member (hover on the desktop, tap on touch screens): 我的, 修改成绩, 学生工作台 (main accounts), 切换账号, 退出登录. */
export function UserMenu({ member, scoreSummary }: UserMenuProps) {
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
    <Dropdown menu={{ items }} placement="bottomRight" trigger={dropdownTrigger()}>
      <button type="button" className="yzy-user-trigger" data-testid="user-menu-trigger" aria-label="用户菜单">
        <Avatar size={28} src={member.avatar || undefined} icon={<UserOutlined />} />
        <span className="yzy-user-name">{displayNameOf(member)}</span>
        <DownOutlined className="yzy-user-caret" />
      </button>
    </Dropdown>
  );
}
