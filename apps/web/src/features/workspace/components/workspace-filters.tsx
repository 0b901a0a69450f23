import { Button, Flex, Input, Select } from 'antd';
import type { WorkspaceStudent } from '@yzy/shared/contracts';
import { WORKSPACE_RISK_LEVEL_LABELS, WORKSPACE_RISK_LEVELS } from '@yzy/shared/rules';
import { provincesOf, type StudentFilter } from '../student-filters';
import { SORTS, type OverviewParam, type SortKey } from '../overview-params';

interface WorkspaceFiltersProps {
  students: readonly WorkspaceStudent[];
  filter: StudentFilter;
  sort: SortKey;
  /** Sets one of the list's URL parameters. */
  onParam: (key: OverviewParam, value: string) => void;
  /** How many students are picked, and whether they can be compared. */
  picked: number;
  canCompare: boolean;
  onCompare: () => void;
}

/** Search by name or note, risk, region and order (all in the URL), and 对比所选. */
export function WorkspaceFilters({ students, filter, sort, onParam, picked, canCompare, onCompare }: WorkspaceFiltersProps) {
  return (
    <Flex wrap gap={8} className="yzy-workspace-filters">
      <Input.Search
        allowClear
        placeholder="姓名或备注"
        defaultValue={filter.text}
        onSearch={(v) => onParam('q', v)}
        aria-label="搜索学生"
        className="yzy-workspace-search"
      />
      <Select
        value={filter.level}
        onChange={(v) => onParam('level', v)}
        aria-label="风险"
        className="yzy-workspace-select"
        options={[
          { value: 'all', label: '全部风险' },
          ...WORKSPACE_RISK_LEVELS.map((l) => ({ value: l, label: WORKSPACE_RISK_LEVEL_LABELS[l] })),
        ]}
      />
      <Select
        value={filter.province}
        onChange={(v) => onParam('province', v)}
        aria-label="地区"
        className="yzy-workspace-select"
        options={[{ value: '', label: '全部地区' }, ...provincesOf(students).map((p) => ({ value: p, label: p }))]}
      />
      <Select
        value={sort}
        onChange={(v) => onParam('sort', v)}
        aria-label="排序"
        className="yzy-workspace-select"
        options={Object.entries(SORTS).map(([value, s]) => ({ value, label: s.label }))}
      />
      <Button type="primary" disabled={!canCompare} onClick={onCompare} data-testid="workspace-compare">
        对比所选（{picked}）
      </Button>
    </Flex>
  );
}
