import { Suspense } from 'react';
import { TextButton } from '../../components/text-button';
import { AvatarPlaceholder } from '../../components/placeholder';
import { useMember } from '../../shared/session';
import { scoreSummaryOf } from '../../features/score-profile';
import { openDialog } from '../../lib/dialogs';
import { hasToken } from '../../lib/token';
import { lazyPage } from '../../lib/lazy-page';

// Only members see the menu (antd's Dropdown and Menu): visitors never download it (docs/performance.md).
const UserMenu = lazyPage(() => import('../../features/member/components/user-menu'), 'UserMenu');

const pending = <AvatarPlaceholder />;

/** 登录/注册 for visitors; the user menu once the member is loaded. */
export function UserArea() {
  const { data: member } = useMember();
  if (!hasToken()) {
    return (
      <TextButton type="primary" className="yzy-header-login" onClick={() => openDialog('login')} data-testid="header-login">
        登录/注册
      </TextButton>
    );
  }
  if (!member) {
    return pending;
  }
  return (
    <Suspense fallback={pending}>
      <UserMenu member={member} scoreSummary={scoreSummaryOf(member.memberNemtInfo)} />
    </Suspense>
  );
}
