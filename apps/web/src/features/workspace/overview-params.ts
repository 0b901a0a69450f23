import { useSearchParams } from 'react-router';
import type { WorkspaceStudent } from '@yzy/shared/contracts';
import { WORKSPACE_RISK_LEVELS, type WorkspaceRiskLevel } from '@yzy/shared/rules';
import { sorters, type StudentFilter } from './student-filters';

/** The workspace's orders, with what the sort menu calls them. */
export const SORTS = {
  risk: { label: '风险高的在前', compare: sorters.risk },
  composite: { label: '综合分从高到低', compare: (a: WorkspaceStudent, b: WorkspaceStudent) => sorters.composite(b, a) },
  rank: { label: '位次从前到后', compare: sorters.rank },
  activity: { label: '最近活动在前', compare: (a: WorkspaceStudent, b: WorkspaceStudent) => sorters.activity(b, a) },
  name: { label: '按姓名', compare: sorters.name },
} as const;
export type SortKey = keyof typeof SORTS;

/** The URL parameters of the workspace's list. */
export type OverviewParam = 'q' | 'level' | 'province' | 'sort';

function filterFrom(params: URLSearchParams): StudentFilter {
  const level = params.get('level') ?? 'all';
  return {
    text: params.get('q') ?? '',
    level: (WORKSPACE_RISK_LEVELS as readonly string[]).includes(level) ? (level as WorkspaceRiskLevel) : 'all',
    province: params.get('province') ?? '',
  };
}

/** The list's filter and order from the URL (so they survive a visit to a student), and how to change one; defaults stay out of the URL. */
export function useOverviewParams() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') ?? 'risk';
  const sort: SortKey = sortParam in SORTS ? (sortParam as SortKey) : 'risk';
  const setParam = (key: OverviewParam, value: string) => {
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
  };
  return { filter: filterFrom(params), sort, setParam };
}
