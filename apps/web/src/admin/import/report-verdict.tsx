import { Alert } from 'antd';
import { IMPORT_TABLES } from '@yzy/shared/contracts';
import type { ImportCommitResult, ImportReport } from './api';
import { changeTotals } from './import-changes';
import { timeText } from '../lib/format';

/** The report's verdict: imported (with what was skipped), ready to import, importable without its rejected rows, or refused. */
export function ReportVerdict({ report, committed }: { report: ImportReport; committed: ImportCommitResult | null }) {
  const spec = IMPORT_TABLES[report.table];
  const totals = changeTotals(report);
  const skipped = committed && committed.skipped > 0 ? `，跳过未通过校验的 ${committed.skipped} 行（见下表）` : '';
  return committed ? (
    <Alert
      data-testid="import-committed"
      type="success"
      showIcon
      title={`已导入 ${committed.rows} 行${skipped}`}
      description={`${committed.added === null ? `替换旧数据 ${committed.replaced} 行，更新 ${committed.updated} 行` : `新增 ${committed.added} 行，修改 ${committed.changed} 行，删除 ${committed.deleted} 行`}；${timeText(committed.committedAt)} 提交，导入编号 ${committed.importId}`}
    />
  ) : report.committable ? (
    <Alert
      type="success"
      showIcon
      title="校验通过，可以导入"
      description={
        totals ? '下表是确认后将发生的全部改动（已按当前数据试算），在一个事务内写入。' : `${spec.scope}。确认后在一个事务内全部写入。`
      }
    />
  ) : report.partial ? (
    <Alert
      type="warning"
      showIcon
      title={`有 ${report.rejectedRows} 行未通过校验，其余 ${report.accepted} 行通过`}
      description={`可按下表修正文件后重新上传；或跳过未通过的行，只导入通过的 ${report.accepted} 行（未通过的行保留在本报告中）。${totals ? '下表的改动按只导入通过的行试算。' : ''}`}
    />
  ) : (
    <Alert
      type="error"
      showIcon
      title={`${report.rejectedRows > 0 ? `有 ${report.rejectedRows} 行未通过校验` : '文件未通过校验'}，本次不会写入任何数据`}
      description="请按下表修正文件后重新上传。"
    />
  );
}
