import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import {
  AllReports,
  ComparePlans,
  ExpertOnly,
  StudentReport,
  StudentView,
  WorkspaceOverview,
  compareSelectionOf,
} from '../../features/workspace';
import '../../features/report/report.css';
import '../../features/workspace/workspace.css';
import { parseIdParam } from '../../lib/id-param';

/** /workspace: the main account's students at a glance (docs/workspace.md). */
export function WorkspacePage() {
  return (
    <PageFrame title="学生工作台" description="全部学生的成绩、位次、当前志愿表与最大风险，风险高的在前；勾选2到4名学生可并排对比方案。">
      <ExpertOnly>{() => <WorkspaceOverview />}</ExpertOnly>
    </PageFrame>
  );
}

/** /workspace/student?id=: one student's scores, tables with their report, private notes and actions. */
export function WorkspaceStudentPage() {
  const [params] = useSearchParams();
  const id = parseIdParam(params.get('id') ?? '');
  return (
    <PageFrame title="学生详情" description="成绩与位次、志愿表及其分析、工作台备注；切换到学生账号即可修改。">
      {/* An unreadable id goes to the server as 0, which refuses it with a sentence shown in place. */}
      <ExpertOnly>{(viewerId) => <StudentView key={id ?? 0} studentId={id ?? 0} viewerId={viewerId} />}</ExpertOnly>
    </PageFrame>
  );
}

/** /workspace/compare?students= or ?student=&tables=: plans side by side. */
export function WorkspaceComparePage() {
  const [params] = useSearchParams();
  const selection = compareSelectionOf(params);
  return (
    <PageFrame title="方案对比" description="并排比较志愿表的填报数量、冲稳保结构、风险与院校，相同的院校会被标出。">
      <ExpertOnly>{() => <ComparePlans selection={selection} />}</ExpertOnly>
    </PageFrame>
  );
}

/** /workspace/report?student=&table=: a student's printable 志愿报告. */
export function WorkspaceReportPage() {
  const [params] = useSearchParams();
  return (
    <div className="yzy-page">
      <ExpertOnly>
        {() => <StudentReport studentId={parseIdParam(params.get('student') ?? '')} tableId={parseIdParam(params.get('table') ?? '')} />}
      </ExpertOnly>
    </div>
  );
}

/** /workspace/reports: every student's report on one printable page (batch export). */
export function WorkspaceReportsPage() {
  return (
    <PageFrame
      title="批量导出志愿报告"
      description="每名学生当前志愿表的志愿报告，打印时每份另起一页；在打印对话框中选择「存为PDF」即得到一个文件。"
    >
      <ExpertOnly>{() => <AllReports />}</ExpertOnly>
    </PageFrame>
  );
}
