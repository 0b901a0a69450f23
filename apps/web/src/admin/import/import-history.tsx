import { useState } from 'react';
import { Button, Modal, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { IMPORT_TABLES } from '@yzy/shared/contracts';
import { timeText } from '../lib/format';
import { useImportJobs, useImportReport, type ImportJob } from './api';
import { useCommitWithProgress } from './import-progress';
import { ImportReportView } from './import-report';
import { RevertButton } from './import-revert';

const STATUS: Record<string, { text: string; color: string }> = {
  validated: { text: '待确认', color: 'blue' },
  rejected: { text: '未通过', color: 'red' },
  committed: { text: '已导入', color: 'green' },
  reverted: { text: '已撤销', color: 'orange' },
  expired: { text: '已过期', color: 'default' },
};

/** A stored report, committable from here while the job waits for its confirmation. */
function ReportModal({ job, onClose }: { job: ImportJob; onClose(): void }) {
  const report = useImportReport(job.importId);
  const { commit, start, progressKey } = useCommitWithProgress();
  return (
    <Modal open width={900} title={`导入报告：${job.fileName}`} footer={null} onCancel={onClose} destroyOnHidden>
      {report.data ? (
        <ImportReportView
          report={report.data}
          onCommit={job.status === 'validated' || job.status === 'rejected' ? (id, options) => start(id, undefined, options) : undefined}
          committing={commit.isPending}
          commitProgressKey={progressKey}
          committed={commit.data ?? null}
        />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}

/** 导入记录: every upload, newest first, with its outcome. */
export function ImportHistory() {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useImportJobs(page);
  const [open, setOpen] = useState<ImportJob | null>(null);
  const columns: TableColumnsType<ImportJob> = [
    { title: '上传时间', dataIndex: 'createdAt', width: 150, render: timeText },
    { title: '数据表', dataIndex: 'table', width: 100, render: (table: ImportJob['table']) => IMPORT_TABLES[table].label },
    { title: '文件', dataIndex: 'fileName', ellipsis: true },
    { title: '来源', dataIndex: 'source', render: (source: string) => source || '—' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 130,
      render: (status: string, job) => (
        <Tag color={STATUS[status]?.color}>
          {STATUS[status]?.text ?? status}
          {status === 'committed' && job.rejectedRows > 0 ? `（跳过${job.rejectedRows}行）` : ''}
        </Tag>
      ),
    },
    { title: '数据行', dataIndex: 'rows', width: 80, align: 'right' },
    { title: '未通过', dataIndex: 'rejectedRows', width: 80, align: 'right' },
    { title: '操作员', dataIndex: 'operatorName', width: 100 },
    { title: '导入时间', dataIndex: 'committedAt', width: 150, render: timeText },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, job) => (
        <>
          <Button type="link" onClick={() => setOpen(job)}>
            查看报告
          </Button>
          {job.revertible && <RevertButton job={job} />}
        </>
      ),
    },
  ];
  return (
    <>
      <Table<ImportJob>
        rowKey="importId"
        size="small"
        data-testid="import-history"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      />
      {open && <ReportModal job={open} onClose={() => setOpen(null)} />}
    </>
  );
}
