import { DownOutlined, UserOutlined } from '@ant-design/icons';
import type { MemberInfo } from '@yzy/shared/contracts';
import { App, Avatar, Dropdown, type ButtonProps, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { reloadPage } from '../../../lib/browser';
import { openDialog, openScoreDialog } from '../../../lib/dialogs';
import { logout } from '../api';
import { clearToken } from '../../../lib/token';
import { accountHintOf, displayNameOf } from '../display-name';
import '../member.css';

interface UserMenuProps {
  member: MemberInfo;
  /** The saved scores in one line (composed by the layout from the score-profile feature). */
  scoreSummary?: string;
}

/** Roles 1 (main account) and 2 (sub-account) may switch accounts (spec §6). */
function canSwitchAccount(role: number): boolean {
  return role === 1 || role === 2;
}

const confirmButtonProps: ButtonProps & { 'data-testid': string } = { 'data-testid': 'logout-confirm' };

/** The hover menu of a logged-in member: 我的, 修改成绩, 切换账号, 退出登录. */
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
    { key: 'mine', label: <span data-testid="user-menu-mine">我的<span className="yzy-menu-hint">{accountHintOf(member)}</span></span>, onClick: () => navigate('/mine') },
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
    ...(canSwitchAccount(member.role) ? [{ key: 'switch', label: <span data-testid="user-menu-switch">切换账号</span>, onClick: () => openDialog('switchAccount') }] : []),
    { type: 'divider' as const },
    { key: 'logout', label: <span data-testid="user-menu-logout">退出登录</span>, onClick: confirmLogout },
  ];

  return (
    <Dropdown menu={{ items }} placement="bottomRight" trigger={['hover']}>
      <button type="button" className="yzy-user-trigger" data-testid="user-menu-trigger" aria-label="用户菜单">
        <Avatar size={28} src={member.avatar || undefined} icon={<UserOutlined />} />
        <span className="yzy-user-name">{displayNameOf(member)}</span>
        <DownOutlined className="yzy-user-caret" />
      </button>
    </Dropdown>
  );
}
