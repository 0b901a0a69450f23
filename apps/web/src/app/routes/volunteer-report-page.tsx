import { useState } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ReportToolbar, ReportView, useReport } from '../../features/report';
import '../../features/report/report.css';
import { ShareDialog } from '../../features/share';
import { isTableMissing } from '../../features/volunteer';
import { parseIdParam } from '../../lib/id-param';

/** /vreport?id=: the owner's printable 志愿报告 (print stylesheet in report.css), with 分享 beside 打印. */
export function VolunteerReportPage() {
  const [params] = useSearchParams();
  const id = parseIdParam(params.get('id') ?? '');
  const { data: report, isPending, error } = useReport(id);
  const [sharing, setSharing] = useState(false);
  if (id !== null && isPending) {
    return <Skeleton active paragraph={{ rows: 10 }} className="yzy-container yzy-page" />;
  }
  if (!report) {
    const missing = id === null || isTableMissing(error);
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? '志愿表不存在' : '报告加载失败'}
        subTitle={missing ? '这张志愿表可能已被删除，或不属于当前账号。' : '请稍后刷新重试。'}
        extra={
          <Link to="/volunteer">
            <Button type="primary">返回我的志愿</Button>
          </Link>
        }
      />
    );
  }
  const toolbar = <ReportToolbar back={{ to: `/vdetail?id=${report.table.id}`, label: '返回志愿表' }} onShare={() => setSharing(true)} />;
  return (
    <div className="yzy-page">
      <ReportView report={report} extra={toolbar} />
      <ShareDialog tableId={report.table.id} tableName={report.table.name} open={sharing} onClose={() => setSharing(false)} />
    </div>
  );
}
