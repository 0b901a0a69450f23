import { Codes } from '@yzy/shared/contracts';
import { Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { DetailTargets } from '../../../shared/planning';
import { useMajorDetail } from '../api';
import { MajorProfile } from './major-profile';
import { MajorSchools } from './major-schools';

/** A major's page: its profile, the schools offering it with their lines in the member's province, and what 稳 and 保 need at each (目标倒推). */
export function MajorDetailView({ id }: { id: number }) {
  const { data: major, isPending, error } = useMajorDetail(id);
  if (isPending) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  if (!major) {
    const missing = isApiError(error, Codes.notFound);
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? '专业不存在' : '专业信息加载失败'}
        subTitle={missing ? '请从查专业重新选择。' : '请稍后刷新重试。'}
        extra={<Link to="/major">返回查专业</Link>}
      />
    );
  }
  return (
    <div data-testid="major-detail">
      <MajorProfile major={major} />
      <MajorSchools schools={major.schools} scope={major.scope} />
      <DetailTargets kind="major" id={major.id} />
    </div>
  );
}
