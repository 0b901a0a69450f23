import { useMemo, useState } from 'react';
import { Alert, Flex, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { WORKSPACE_COMPARE_MAX, WORKSPACE_COMPARE_MIN } from '@yzy/shared/contracts';
import { SubAccountEditor } from '../../sub-account';
import { refusalOf, useRefreshWorkspace, useWorkspaceOverview } from '../api';
import { SORTS, useOverviewParams } from '../overview-params';
import { compareHref, filterStudents } from '../student-filters';
import { StudentTable } from './student-table';
import { WorkspaceFilters } from './workspace-filters';
import { WorkspaceSummary } from './workspace-summary';

/**
 * 学生工作台: every student of the main account in one table (cards on a phone), risky plans first,
 * filterable and sortable (kept in the URL), with the seats used and 2–4 students picked for a comparison.
 */
export function WorkspaceOverview() {
  const { data, isPending, error } = useWorkspaceOverview();
  const { filter, sort, setParam } = useOverviewParams();
  const navigate = useNavigate();
  const refresh = useRefreshWorkspace();
  const [picked, setPicked] = useState<number[]>([]);
  const [creating, setCreating] = useState(false);

  const students = useMemo(() => data?.students ?? [], [data]);
  const shown = useMemo(() => filterStudents(students, filter).sort(SORTS[sort].compare), [students, filter, sort]);

  if (isPending) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  if (!data) {
    return <Result status="warning" title="工作台加载失败" subTitle={refusalOf(error) ?? '请稍后刷新重试。'} />;
  }
  return (
    <Flex vertical gap={16}>
      <WorkspaceSummary
        overview={data}
        level={filter.level}
        onLevel={(level) => setParam('level', level)}
        onCreate={() => setCreating(true)}
      />
      <WorkspaceFilters
        students={students}
        filter={filter}
        sort={sort}
        onParam={setParam}
        picked={picked.length}
        canCompare={picked.length >= WORKSPACE_COMPARE_MIN && picked.length <= WORKSPACE_COMPARE_MAX}
        onCompare={() => navigate(compareHref(picked))}
      />
      {picked.length > WORKSPACE_COMPARE_MAX && <Alert type="info" showIcon title={`最多同时对比${WORKSPACE_COMPARE_MAX}名学生`} />}
      <StudentTable students={shown} none={students.length === 0} picked={picked} onPick={setPicked} />
      {creating && (
        <SubAccountEditor
          open
          account={null}
          onClose={() => {
            setCreating(false);
            void refresh();
          }}
        />
      )}
    </Flex>
  );
}
