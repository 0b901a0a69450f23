import { useState } from 'react';
import { Button, Flex, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { SubAccountEditor } from '../../sub-account';
import { refusalOf, useRefreshWorkspace, useWorkspaceStudent } from '../api';
import { defaultTable, groupAccountOf } from '../student-account';
import { NotesPanel } from './notes-panel';
import { StudentActions } from './student-actions';
import { StudentCard } from './student-card';
import { StudentTables } from './student-tables';

/**
 * A student's page in the workspace: scores and standing, the chosen table as its 志愿报告 (entries,
 * tiers, the analysis when VIP), the private notes, and the actions: switch into the account,
 * rename or annotate, share with the family, print the report, compare the student's tables.
 */
export function StudentView({ studentId, viewerId }: { studentId: number; viewerId: number }) {
  const refresh = useRefreshWorkspace();
  const { data, isPending, error } = useWorkspaceStudent(studentId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);

  if (isPending) {
    return <Skeleton active paragraph={{ rows: 10 }} />;
  }
  if (!data) {
    return (
      <Result
        status="404"
        title="无法查看该学生"
        subTitle={refusalOf(error) ?? '请稍后刷新重试。'}
        extra={
          <Link to="/workspace">
            <Button type="primary">返回学生工作台</Button>
          </Link>
        }
      />
    );
  }
  const { student, tables, notes } = data;
  const chosenId = chosen ?? defaultTable(tables);
  // A chosen table that is gone is shown as none, as before.
  const tableId = tables.some((t) => t.id === chosenId) ? chosenId : null;
  return (
    <Flex vertical gap={16}>
      <StudentActions student={student} viewerId={viewerId} tableId={tableId} onEdit={() => setEditing(true)} />
      <StudentCard student={student} />
      <div className="yzy-workspace-student-grid">
        <StudentTables student={student} tables={tables} tableId={chosenId} onChoose={setChosen} />
        <NotesPanel studentId={student.id} notes={notes} />
      </div>
      {editing && (
        <SubAccountEditor
          open
          account={groupAccountOf(student)}
          onClose={() => {
            setEditing(false);
            void refresh();
          }}
        />
      )}
    </Flex>
  );
}
