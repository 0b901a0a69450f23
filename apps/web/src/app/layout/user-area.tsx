import { Button, Skeleton } from 'antd';
import { UserMenu } from '../../features/member/components/user-menu';
import { useMember } from '../../features/member/api';
import { scoreSummaryOf } from '../../features/score-profile/score-summary';
import { openDialog } from '../../lib/dialogs';
import { hasToken } from '../../lib/token';

/** 登录/注册 for visitors; the user menu once the member is loaded. */
export function UserArea() {
  const { data: member } = useMember();
  if (!hasToken()) {
    return (
      <Button type="primary" onClick={() => openDialog('login')} data-testid="header-login">
        登录/注册
      </Button>
    );
  }
  if (!member) {
    return <Skeleton.Avatar active size="small" />;
  }
  return <UserMenu member={member} scoreSummary={scoreSummaryOf(member.memberNemtInfo)} />;
}
