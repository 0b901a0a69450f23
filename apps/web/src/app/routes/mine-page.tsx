import { MemberRole } from '@yzy/shared/rules';
import { FileTextOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { FeedbackForm } from '../../features/feedback';
import { useMember } from '../../shared/session';
import { ProfileCard } from '../../features/member';
import { ScoreCard } from '../../features/score-profile';
import { SubAccountManager } from '../../features/sub-account';
import { MyOrders, VipStateCard } from '../../features/vip';

/** 我的志愿 on 我的: the tables live on /volunteer; this card leads there. */
function VolunteerLinkCard() {
  return (
    <Card title="我的志愿" data-testid="mine-volunteer">
      <Flex align="center" justify="space-between" gap={24}>
        <Typography.Text type="secondary">
          <FileTextOutlined /> 你的志愿表（排序、服从调剂、导出与分析）在「我的志愿」中管理。
        </Typography.Text>
        <Link to="/volunteer">
          <Button type="primary">查看我的志愿表</Button>
        </Link>
      </Flex>
    </Card>
  );
}

/** 学生工作台 on 我的 (main accounts): every student at a glance lives on /workspace. */
function WorkspaceLinkCard() {
  return (
    <Card title="学生工作台" data-testid="mine-workspace">
      <Flex align="center" justify="space-between" gap={24} wrap>
        <Typography.Text type="secondary">
          <TeamOutlined /> 全部学生的成绩、志愿表与风险一览，无需切换账号；还可并排对比方案、给家长发报告。
        </Typography.Text>
        <Link to="/workspace">
          <Button type="primary" data-testid="mine-workspace-open">
            打开学生工作台
          </Button>
        </Link>
      </Flex>
    </Card>
  );
}

/** 我的: profile, then one tab per section, each a feature component; the tab lives in ?tab= so it survives reloads. */
export function MinePage() {
  const { data: member } = useMember();
  const [params, setParams] = useSearchParams();
  const items = [
    { key: 'score', label: '我的成绩', children: <ScoreCard /> },
    {
      key: 'vip',
      label: 'VIP会员',
      children: (
        <Flex vertical gap={24}>
          <VipStateCard />
          {/* VIP orders: owned by the VIP feature. */}
          <MyOrders />
        </Flex>
      ),
    },
    { key: 'volunteer', label: '我的志愿', children: <VolunteerLinkCard /> },
    ...(member?.role === MemberRole.expert
      ? [
          { key: 'workspace', label: '学生工作台', children: <WorkspaceLinkCard /> },
          { key: 'subAccounts', label: '子账号管理', children: <SubAccountManager /> },
        ]
      : []),
    { key: 'feedback', label: '意见反馈', children: <FeedbackForm /> },
  ];
  const requested = params.get('tab');
  const active = items.some((item) => item.key === requested) ? (requested as string) : 'score';

  return (
    <PageFrame title="我的" description="你的账号、高考成绩、VIP会员与订单、志愿表，以及意见反馈。">
      {member ? <ProfileCard member={member} /> : <Skeleton active avatar />}
      <Tabs className="yzy-section" activeKey={active} items={items} onChange={(tab) => setParams({ tab })} data-testid="mine-tabs" />
    </PageFrame>
  );
}
