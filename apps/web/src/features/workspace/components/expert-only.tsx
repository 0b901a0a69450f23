import { MemberRole } from '@yzy/shared/rules';
import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useMember } from '../../../shared/session';

/**
 * The workspace is the main account's (role 1). Anyone else sees why instead of a refused call;
 * the server refuses them anyway (docs/workspace.md).
 */
export function ExpertOnly({ children }: { children: (viewerId: number) => ReactNode }) {
  const { data: member, isPending } = useMember();
  if (isPending) {
    return <Skeleton active paragraph={{ rows: 6 }} />;
  }
  if (!member || member.role !== MemberRole.expert) {
    return (
      <Result
        status="403"
        title="学生工作台仅供专家主账号使用"
        subTitle={
          member?.role === MemberRole.subAccount
            ? '你当前登录的是子账号，请从「切换账号」回到主账号后查看。'
            : '开通机构会员卡后，主账号可在这里查看全部学生的成绩与志愿表。'
        }
        extra={
          <Link to="/mine">
            <Button type="primary">返回我的</Button>
          </Link>
        }
        data-testid="workspace-refused"
      />
    );
  }
  return <>{children(member.id)}</>;
}
