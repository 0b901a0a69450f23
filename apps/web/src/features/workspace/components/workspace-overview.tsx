import { useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Result, Select, Skeleton, Space, Table, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { WORKSPACE_COMPARE_MAX, WORKSPACE_COMPARE_MIN, type WorkspaceStudent } from '@yzy/shared/contracts';
import { WORKSPACE_RISK_LEVEL_LABELS, WORKSPACE_RISK_LEVELS, type WorkspaceRiskLevel } from '@yzy/shared/rules';
import { CARD_TABLE_CLASS, cardColumns } from '../../../lib/card-columns';
import { displayNameOf } from '../../../shared/session';
import { SubAccountEditor } from '../../sub-account';
import { rankText } from '../../../shared/planning';
import { refusalOf, useRefreshWorkspace, useWorkspaceOverview } from '../api';
import { activityText, compareHref, filterStudents, levelCounts, provincesOf, sorters, type StudentFilter } from '../student-filters';
import { RiskTag, TierCountsText } from './risk-tag';

const SORTS = {
  risk: { label: '风险高的在前', compare: sorters.risk },
  composite: { label: '综合分从高到低', compare: (a: WorkspaceStudent, b: WorkspaceStudent) => sorters.composite(b, a) },
  rank: { label: '位次从前到后', compare: sorters.rank },
  activity: { label: '最近活动在前', compare: (a: WorkspaceStudent, b: WorkspaceStudent) => sorters.activity(b, a) },
  name: { label: '按姓名', compare: sorters.name },
} as const;
type SortKey = keyof typeof SORTS;

function filterFrom(params: URLSearchParams): StudentFilter {
  const level = params.get('level') ?? 'all';
  return {
    text: params.get('q') ?? '',
    level: (WORKSPACE_RISK_LEVELS as readonly string[]).includes(level) ? (level as WorkspaceRiskLevel) : 'all',
    province: params.get('province') ?? '',
  };
}

/**
 * 学生工作台: every student of the main account in one table (cards on a phone), risky plans first,
 * filterable and sortable (kept in the URL), with the seats used and 2–4 students picked for a comparison.
 */
export function WorkspaceOverview() {
  const { data, isPending, error } = useWorkspaceOverview();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const refresh = useRefreshWorkspace();
  const [picked, setPicked] = useState<number[]>([]);
  const [creating, setCreating] = useState(false);
  const filter = filterFrom(params);
  const sortParam = params.get('sort') ?? 'risk';
  const sort: SortKey = sortParam in SORTS ? (sortParam as SortKey) : 'risk';

  const students = useMemo(() => data?.students ?? [], [data]);
  const shown = useMemo(() => filterStudents(students, filter).sort(SORTS[sort].compare), [students, filter, sort]);
  const counts = levelCounts(students);

  function setParam(key: string, value: string) {
    setParams(
      (current) => {
        if (value === '' || value === 'all' || (key === 'sort' && value === 'risk')) {
          current.delete(key);
        } else {
          current.set(key, value);
        }
        return current;
      },
      { replace: true },
    );
  }

  if (isPending) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  if (!data) {
    return <Result status="warning" title="工作台加载失败" subTitle={refusalOf(error) ?? '请稍后刷新重试。'} />;
  }

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

  const canCompare = picked.length >= WORKSPACE_COMPARE_MIN && picked.length <= WORKSPACE_COMPARE_MAX;
  const full = data.used >= data.quota;

  return (
    <Flex vertical gap={16}>
      <Card size="small" data-testid="workspace-summary">
        <Flex wrap gap="8px 24px" align="center" justify="space-between">
          <Flex wrap gap="4px 16px">
            <span>
              学生 <strong>{students.length}</strong> 名
            </span>
            {(['high', 'medium', 'pending'] as const).map((level) => (
              <button
                key={level}
                type="button"
                className="yzy-workspace-count"
                data-level={level}
                onClick={() => setParam('level', filter.level === level ? 'all' : level)}
                data-testid={`workspace-count-${level}`}
              >
                {WORKSPACE_RISK_LEVEL_LABELS[level]} <strong>{counts[level]}</strong>
              </button>
            ))}
            <span data-testid="workspace-quota">
              名额 {data.used}/{data.quota}
            </span>
          </Flex>
          <Space wrap>
            <Button onClick={() => setCreating(true)} disabled={full} data-testid="workspace-create">
              {full ? '名额已用完' : '新建学生'}
            </Button>
            <Link to="/workspace/reports">
              <Button data-testid="workspace-export">批量导出报告</Button>
            </Link>
          </Space>
        </Flex>
        {!data.expertVip && (
          <Typography.Paragraph type="secondary" className="yzy-workspace-hint">
            风险按志愿分析的规则计算；录取概率与分析详情对VIP学生显示，开通VIP后对全部学生显示。
          </Typography.Paragraph>
        )}
      </Card>

      <Flex wrap gap={8} className="yzy-workspace-filters">
        <Input.Search
          allowClear
          placeholder="姓名或备注"
          defaultValue={filter.text}
          onSearch={(v) => setParam('q', v)}
          aria-label="搜索学生"
          className="yzy-workspace-search"
        />
        <Select
          value={filter.level}
          onChange={(v) => setParam('level', v)}
          aria-label="风险"
          className="yzy-workspace-select"
          options={[
            { value: 'all', label: '全部风险' },
            ...WORKSPACE_RISK_LEVELS.map((l) => ({ value: l, label: WORKSPACE_RISK_LEVEL_LABELS[l] })),
          ]}
        />
        <Select
          value={filter.province}
          onChange={(v) => setParam('province', v)}
          aria-label="地区"
          className="yzy-workspace-select"
          options={[{ value: '', label: '全部地区' }, ...provincesOf(students).map((p) => ({ value: p, label: p }))]}
        />
        <Select
          value={sort}
          onChange={(v) => setParam('sort', v)}
          aria-label="排序"
          className="yzy-workspace-select"
          options={Object.entries(SORTS).map(([value, s]) => ({ value, label: s.label }))}
        />
        <Button type="primary" disabled={!canCompare} onClick={() => navigate(compareHref(picked))} data-testid="workspace-compare">
          对比所选（{picked.length}）
        </Button>
      </Flex>
      {picked.length > WORKSPACE_COMPARE_MAX && <Alert type="info" showIcon title={`最多同时对比${WORKSPACE_COMPARE_MAX}名学生`} />}

      <Table<WorkspaceStudent>
        className={`${CARD_TABLE_CLASS} yzy-workspace-table`}
        rowKey="id"
        size="middle"
        columns={cardColumns(columns)}
        dataSource={shown}
        pagination={false}
        rowSelection={{
          selectedRowKeys: picked,
          onChange: (keys) => setPicked(keys.map(Number)),
          getCheckboxProps: (s) => ({ disabled: !s.table, 'aria-label': `选择${displayNameOf(s)}对比` }),
        }}
        locale={{ emptyText: students.length === 0 ? '还没有学生：新建学生后在这里查看他们的成绩与志愿表' : '没有符合筛选条件的学生' }}
        data-testid="workspace-table"
      />
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
