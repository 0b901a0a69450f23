import { useEffect } from 'react';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { Codes } from '@yzy/shared/contracts';
import { Link, useParams } from 'react-router';
import { ReportView, useSharedReport } from '../../features/report';
import '../../features/report/report.css';
import { ApiError } from '../../lib/http';

/** /s/:token (outside the site layout, no login): the 志愿报告 of one shared table, or why it cannot be shown. */
export function SharedReportPage() {
  const { token = '' } = useParams();
  const { data, isPending, error } = useSharedReport(token);

  useEffect(() => {
    document.title = '志愿报告（分享）';
  }, []);

  if (isPending) {
    return <Skeleton active paragraph={{ rows: 10 }} className="yzy-report" />;
  }
  if (!data) {
    const known = error instanceof ApiError && ([Codes.notFound, Codes.tooManyRequests] as number[]).includes(error.status);
    return (
      <main className="yzy-shared-page" data-testid="shared-unavailable">
        <Result
          status={error instanceof ApiError && error.status === Codes.notFound ? '404' : 'warning'}
          title="无法查看这个志愿表"
          subTitle={known ? error.message : '网络异常，请稍后刷新重试。'}
          extra={
            <Link to="/">
              <Button>去艺志愿首页</Button>
            </Link>
          }
        />
      </main>
    );
  }
  const extra = (
    <div className="yzy-report-toolbar yzy-no-print">
      <Typography.Text type="secondary">只读分享，有效至 {dayjs.unix(data.expiresAt).format('YYYY-MM-DD HH:mm')}</Typography.Text>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="report-print">
        打印
      </Button>
    </div>
  );
  return (
    <main className="yzy-shared-page">
      <ReportView report={data.report} extra={extra} />
    </main>
  );
}
