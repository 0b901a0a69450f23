import { Skeleton } from 'antd';
import { PageFrame } from '../../components/page-frame';
import { ComputeView } from '../../features/compute';
import '../../features/compute/compute.css';
import { useMember } from '../../shared/session';

/** 算综合分 (login + score info; cached: the numbers tried live in the URL). Starts from the member's saved numbers. */
export function ComputePage() {
  const profile = useMember().data?.memberNemtInfo;
  return (
    <PageFrame
      title="算综合分"
      description="按你所在省份的综合分公式，用你的文化成绩与统考成绩算出综合分和估算位次；院校另有公式时逐校计算。"
    >
      {profile ? <ComputeView profile={profile} /> : <Skeleton active />}
    </PageFrame>
  );
}
