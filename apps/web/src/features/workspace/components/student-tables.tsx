import { useState } from 'react';
import { Button, Card, Flex, Result, Select, Skeleton } from 'antd';
import { Link } from 'react-router';
import type { VolunteerTableItem, WorkspaceStudent } from '@yzy/shared/contracts';
import { displayNameOf } from '../../../shared/session';
import { ReportView } from '../../report';
import { ShareDialog } from '../../share';
import { refusalOf, useWorkspaceReport } from '../api';

interface StudentTablesProps {
  student: WorkspaceStudent;
  tables: VolunteerTableItem[];
  /** The table shown, and how to choose another. */
  tableId: number | null;
  onChoose: (id: number) => void;
}

/** The student's 志愿表: one chosen at a time and shown as its 志愿报告, with the report page, sharing with the family, and a comparison of the student's tables. */
export function StudentTables({ student, tables, tableId, onChoose }: StudentTablesProps) {
  const [sharing, setSharing] = useState(false);
  const report = useWorkspaceReport(student.scoresComplete ? student.id : null, tableId);
  const table = tables.find((t) => t.id === tableId) ?? null;
  return (
    <Card
      title="志愿表"
      className="yzy-workspace-report-card"
      extra={
        tables.length >= 2 ? (
          <Link
            to={`/workspace/compare?student=${student.id}&tables=${tables
              .slice(0, 4)
              .map((t) => t.id)
              .join(',')}`}
          >
            对比该生的志愿表
          </Link>
        ) : null
      }
    >
      {!student.scoresComplete ? (
        <Result status="info" title="该学生尚未填写高考成绩" subTitle="切换到该账号填写成绩后，即可建立志愿表。" />
      ) : tables.length === 0 ? (
        <Result status="info" title="该学生还没有志愿表" subTitle="切换到该账号，在「模拟填报」中把院校加入志愿表。" />
      ) : (
        <Flex vertical gap={12}>
          <Flex wrap gap={8} align="center">
            <Select
              value={tableId}
              onChange={onChoose}
              aria-label="选择志愿表"
              className="yzy-workspace-table-select"
              options={tables.map((t) => ({
                value: t.id,
                label: `${t.name}${t.isCurrent ? '（当前）' : ''} · ${t.entryCount}/${t.maxSlots}`,
              }))}
              data-testid="workspace-table-select"
            />
            {table && (
              <>
                <Link to={`/workspace/report?student=${student.id}&table=${table.id}`}>
                  <Button data-testid="workspace-open-report">志愿报告</Button>
                </Link>
                <Button onClick={() => setSharing(true)} data-testid="workspace-share">
                  分享给家长
                </Button>
              </>
            )}
          </Flex>
          {report.data ? (
            <ReportView report={report.data} />
          ) : report.isPending ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : (
            <Result status="warning" title="报告加载失败" subTitle={refusalOf(report.error) ?? '请稍后刷新重试。'} />
          )}
        </Flex>
      )}
      {table && (
        <ShareDialog
          tableId={table.id}
          tableName={`${displayNameOf(student)} · ${table.name}`}
          studentId={student.id}
          open={sharing}
          onClose={() => setSharing(false)}
        />
      )}
    </Card>
  );
}
