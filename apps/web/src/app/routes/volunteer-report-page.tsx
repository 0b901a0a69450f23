import { useState } from 'react';
import { ArrowLeftOutlined, PrinterOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ReportView, useReport } from '../../features/report';
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
  const toolbar = (
    <div className="yzy-report-toolbar yzy-no-print">
      <Link to={`/vdetail?id=${report.table.id}`}>
        <Button icon={<ArrowLeftOutlined />}>返回志愿表</Button>
      </Link>
      <Button icon={<ShareAltOutlined />} onClick={() => setSharing(true)} data-testid="report-share">
        分享给家长
      </Button>
      <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="report-print">
        打印 / 存为PDF
      </Button>
    </div>
  );
  return (
    <div className="yzy-page">
      <ReportView report={report} extra={toolbar} />
      <ShareDialog tableId={report.table.id} tableName={report.table.name} open={sharing} onClose={() => setSharing(false)} />
    </div>
  );
}
