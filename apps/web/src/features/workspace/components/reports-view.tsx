import { useState } from 'react';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { ReportToolbar, ReportView } from '../../report';
import { ShareDialog } from '../../share';
import { refusalOf, useWorkspaceReport, useWorkspaceReports } from '../api';

/** One student's 志愿报告 from the workspace: print, share with the family, back to the student. */
export function StudentReport({ studentId, tableId }: { studentId: number | null; tableId: number | null }) {
  const { data: report, isPending, error } = useWorkspaceReport(studentId, tableId);
  const [sharing, setSharing] = useState(false);
  if (studentId !== null && tableId !== null && isPending) {
    return <Skeleton active paragraph={{ rows: 10 }} />;
  }
  if (!report || studentId === null) {
    return (
      <Result
        status="404"
        title="无法生成报告"
        subTitle={refusalOf(error) ?? '这张志愿表可能已被删除，或该学生不在你的账号组中。'}
        extra={
          <Link to="/workspace">
            <Button type="primary">返回学生工作台</Button>
          </Link>
        }
      />
    );
  }
  const toolbar = <ReportToolbar back={{ to: `/workspace/student?id=${studentId}`, label: '返回学生' }} onShare={() => setSharing(true)} />;
  return (
    <>
      <ReportView report={report} extra={toolbar} />
      <ShareDialog
        tableId={report.table.id}
        tableName={report.table.name}
        studentId={studentId}
        open={sharing}
        onClose={() => setSharing(false)}
      />
    </>
  );
}

/**
 * Batch export: every student's report of the current table on one printable page, each starting
 * on a new sheet (打印 → 存为PDF gives one file for the whole group); students without a report
 * are listed with the reason.
 */
export function AllReports() {
  const { data, isPending, error } = useWorkspaceReports();
  if (isPending) {
    return <Skeleton active paragraph={{ rows: 12 }} />;
  }
  if (!data) {
    return <Result status="warning" title="报告加载失败" subTitle={refusalOf(error) ?? '请稍后刷新重试。'} />;
  }
  const ready = data.items.filter((i) => i.report !== null);
  const missing = data.items.filter((i) => i.report === null);
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={8} align="center" className="yzy-no-print">
        <Link to="/workspace">
          <Button icon={<ArrowLeftOutlined />}>返回学生工作台</Button>
        </Link>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          disabled={ready.length === 0}
          data-testid="reports-print"
        >
          全部打印 / 存为PDF（{ready.length}份）
        </Button>
      </Flex>
      {missing.length > 0 && (
        <Alert
          className="yzy-no-print"
          type="info"
          showIcon
          title={`${missing.length}名学生暂无报告`}
          description={missing.map((i) => `${i.studentName}：${i.missing ?? ''}`).join('；')}
          data-testid="reports-missing"
        />
      )}
      {ready.length === 0 && <Typography.Text type="secondary">还没有学生建立志愿表。</Typography.Text>}
      {ready.map((item) =>
        item.report ? (
          <section key={item.studentId} className="yzy-workspace-report-item" data-testid="reports-item">
            <Typography.Title level={4} className="yzy-workspace-report-student">
              {item.studentName}
              {item.note && <Typography.Text type="secondary"> · {item.note}</Typography.Text>}
            </Typography.Title>
            <ReportView report={item.report} />
          </section>
        ) : null,
      )}
    </Flex>
  );
}
