import { Card, Empty, Result, Skeleton } from 'antd';
import { Codes } from '@yzy/shared/contracts/codes';
import { Link } from 'react-router';
import { DataSource } from '../../../components/data-source';
import { isApiError } from '../../../lib/api-error';
import { DetailTargets } from '../../../shared/planning';
import { useSchoolDetail } from '../api';
import { AdmissionHistory } from './admission-history';
import { PlanTable } from './plan-table';
import { SchoolMajors } from './school-majors';
import { SchoolProfile } from './school-profile';

/** A school's page: profile, history in the member's province and category, this year's plans, what 稳 and 保 need (目标倒推), majors offered. */
export function SchoolDetailView({ id }: { id: number }) {
  const { data: school, isPending, error } = useSchoolDetail(id);
  if (isPending) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  if (!school) {
    const missing = isApiError(error, Codes.notFound);
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? '院校不存在' : '院校信息加载失败'}
        subTitle={missing ? '该院校可能已下线，请从找大学重新选择。' : '请稍后刷新重试。'}
        extra={<Link to="/school">返回找大学</Link>}
      />
    );
  }
  const planYear = school.plans[0]?.year;
  return (
    <div data-testid="school-detail">
      <SchoolProfile school={school} />
      <AdmissionHistory lines={school.admissions} scope={school.scope} tags={school.tags} />
      <Card
        title={`${planYear ? `${planYear}年` : '今年'}招生计划 · ${school.scope.provinceName} · ${school.scope.examCategoryName}`}
        extra={planYear && <DataSource year={planYear} source={school.plans[0].source} />}
        className="yzy-section"
      >
        {school.plans.length === 0 ? (
          <Empty description={`该校今年暂无在${school.scope.provinceName}（${school.scope.examCategoryName}）的招生计划`} />
        ) : (
          <PlanTable plans={school.plans} />
        )}
      </Card>
      <DetailTargets kind="school" id={school.id} />
      <Card title={`开设专业（${school.majors.length}）`} className="yzy-section">
        {school.majors.length === 0 ? <Empty description="暂无开设专业数据" /> : <SchoolMajors majors={school.majors} />}
      </Card>
    </div>
  );
}
