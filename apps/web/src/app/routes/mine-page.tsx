import { Skeleton } from 'antd';
import { ComingSoon } from '../../components/coming-soon';
import { PageFrame } from '../../components/page-frame';
import { useMember } from '../../features/member/api';
import { ProfileCard } from '../../features/member/components/profile-card';
import { ScoreCard } from '../../features/score-profile/components/score-card';
import { VipStateCard } from '../../features/vip/components/vip-state-card';

/** 我的: profile, score info, VIP state; orders, tables, sub-accounts and feedback join with their features. */
export function MinePage() {
  const { data: member } = useMember();
  return (
    <PageFrame title="我的" description="你的账号、高考成绩与VIP会员信息。">
      {member ? <ProfileCard member={member} /> : <Skeleton active avatar />}
      <div className="yzy-home-cards yzy-section">
        <ScoreCard />
        <VipStateCard />
      </div>
      <ComingSoon what="订单记录、志愿表与意见反馈" />
    </PageFrame>
  );
}
