import { Space, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { WorkspaceStudent } from '@yzy/shared/contracts';
import { CARD_TABLE_CLASS, cardColumns } from '../../../lib/card-columns';
import { displayNameOf } from '../../../shared/session';
import { rankText } from '../../../shared/planning';
import { activityText, sorters } from '../student-filters';
import { RiskTag, TierCountsText } from './risk-tag';

const columns: TableColumnsType<WorkspaceStudent> = [
  {
    title: '学生',
    key: 'name',
    sorter: sorters.name,
    render: (_, s) => (
      <div className="yzy-workspace-name">
        <Link to={`/workspace/student?id=${s.id}`} data-testid={`workspace-student-${s.id}`}>
          {displayNameOf(s)}
        </Link>
        {s.note && <Typography.Text type="secondary">{s.note}</Typography.Text>}
      </div>
    ),
  },
  {
    title: '地区科类',
    key: 'scope',
    render: (_, s) => (s.scores ? `${s.scores.provinceName} · ${s.scores.examCategoryName}` : '—'),
  },
  {
    title: '成绩',
    key: 'scores',
    sorter: sorters.composite,
    render: (_, s) =>
      s.scores ? (
        <span>
          文化 {s.scores.cultureScore} / 统考 {s.scores.testsScore}
          <br />
          综合分 <strong>{s.scores.composite}</strong>
        </span>
      ) : (
        <Typography.Text type="secondary">未填成绩</Typography.Text>
      ),
  },
  {
    title: '位次',
    key: 'rank',
    sorter: sorters.rank,
    render: (_, s) => (s.scores ? `${rankText(s.scores.rank)}${s.scores.rankEstimated && s.scores.rank !== null ? '（估）' : ''}` : '—'),
  },
  {
    title: '当前志愿表',
    key: 'table',
    sorter: sorters.filled,
    render: (_, s) =>
      s.table ? (
        <span data-testid={`workspace-table-${s.id}`}>
          已填 {s.table.entryCount}/{s.table.maxSlots}
          <br />
          <TierCountsText tiers={s.table.tiers} />
        </span>
      ) : (
        <Typography.Text type="secondary">{s.tableCount > 0 ? '未设当前表' : '暂无志愿表'}</Typography.Text>
      ),
  },
  { title: '最大风险', key: 'risk', sorter: sorters.level, render: (_, s) => <RiskTag risk={s.risk} /> },
  { title: '最近活动', key: 'activity', sorter: sorters.activity, render: (_, s) => activityText(s.lastActiveAt) },
  {
    title: '操作',
    key: 'actions',
    render: (_, s) => (
      <Space size={4} wrap>
        <Link to={`/workspace/student?id=${s.id}`}>查看</Link>
        {s.table && <Link to={`/workspace/report?student=${s.id}&table=${s.table.id}`}>志愿报告</Link>}
      </Space>
    ),
  },
];

interface StudentTableProps {
  /** The students the filters leave, in the chosen order. */
  students: WorkspaceStudent[];
  /** The counsellor has no students at all (not merely none matching the filters). */
  none: boolean;
  picked: number[];
  onPick: (ids: number[]) => void;
}

/** The students, one row each (a card on a phone), with a box to pick a student who has a table for the comparison. */
export function StudentTable({ students, none, picked, onPick }: StudentTableProps) {
  return (
    <Table<WorkspaceStudent>
      className={`${CARD_TABLE_CLASS} yzy-workspace-table`}
      rowKey="id"
      size="middle"
      columns={cardColumns(columns)}
      dataSource={students}
      pagination={false}
      rowSelection={{
        selectedRowKeys: picked,
        onChange: (keys) => onPick(keys.map(Number)),
        getCheckboxProps: (s) => ({ disabled: !s.table, 'aria-label': `选择${displayNameOf(s)}对比` }),
      }}
      locale={{ emptyText: none ? '还没有学生：新建学生后在这里查看他们的成绩与志愿表' : '没有符合筛选条件的学生' }}
      data-testid="workspace-table"
    />
  );
}
