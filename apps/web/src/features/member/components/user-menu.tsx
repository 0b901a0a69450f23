import { Suspense, useState } from 'react';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import type { MemberInfo } from '@yzy/shared/contracts';
import { Avatar } from 'antd';
import { lazyPage } from '../../../lib/lazy-page';
import { dropdownTrigger } from '../../../lib/pointer';
import { displayNameOf } from '../../../shared/session';
import '../member.css';

// The menu (antd's Dropdown and Menu, about 12 kB gzip) loads with the first hover, or tap on a
// touch screen, that would have opened it, not with every member's page (docs/performance.md).
const UserDropdown = lazyPage(() => import('./user-dropdown'), 'UserDropdown');

export interface UserMenuProps {
  member: MemberInfo;
  /** The saved scores in one line (composed by the layout from the score-profile feature). */
  scoreSummary?: string;
}

/** The menu of a logged-in member (hover on the desktop, tap on touch screens): its trigger, then the menu (user-dropdown.tsx). */
export function UserMenu({ member, scoreSummary }: UserMenuProps) {
  const [asked, setAsked] = useState(false);
  const ask = () => setAsked(true);
  const opener = dropdownTrigger().includes('hover') ? { onMouseEnter: ask } : { onClick: ask };
  const trigger = (
    <button type="button" className="yzy-user-trigger" data-testid="user-menu-trigger" aria-label="用户菜单" {...(asked ? {} : opener)}>
      <Avatar size={28} src={member.avatar || undefined} icon={<UserOutlined />} />
      <span className="yzy-user-name">{displayNameOf(member)}</span>
      <DownOutlined className="yzy-user-caret" />
    </button>
  );
  if (!asked) {
    return trigger;
  }
  return (
    <Suspense fallback={trigger}>
      <UserDropdown member={member} scoreSummary={scoreSummary}>
        {trigger}
      </UserDropdown>
    </Suspense>
  );
}
