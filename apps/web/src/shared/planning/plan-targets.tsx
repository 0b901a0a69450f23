import { createContext, useContext, type ReactNode } from 'react';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { Tooltip } from 'antd';
import type { PlanTarget, TargetAnswer, WhatIfScores } from '@yzy/shared/contracts';
import { TARGET_PLANS_MAX } from '@yzy/shared/contracts/limits';
import type { ScoreNeed } from '@yzy/shared/rules';
import { post } from '../../lib/http';
import { fillingKeys } from './planning-queries';
import { longTooltip } from './long-tooltip';
import './plan-targets.css';

/**
 * 目标倒推 on a plan row (模拟填报, 我的志愿): what 稳 (≥40%) and 保 (≥75%) need, in 统考 at the
 * culture score worked from and in culture at the 统考 score. One call per page of rows
 * (POST filling/targets); the rows read their plan's answer from the context.
 */

/** POST filling/targets: the needs of up to 50 plans, from the saved scores or from hypothetical ones. */
export function fetchTargets(planIds: readonly number[], scores: WhatIfScores | null): Promise<TargetAnswer> {
  return post<TargetAnswer>('/api/v1/filling/targets', { planIds, ...(scores ?? {}) }, { loading: false, silent: true });
}

/** The needs of the plans of one page, for the hook and for a page that asks ahead; disabled without plans. */
export function targetsQuery(planIds: readonly number[], scores: WhatIfScores | null) {
  return queryOptions({
    queryKey: [...fillingKeys.all, 'targets', planIds, scores] as const,
    queryFn: () => fetchTargets(planIds, scores),
    enabled: planIds.length > 0,
    staleTime: 5 * 60_000,
  });
}

export function useTargets(planIds: readonly number[], scores: WhatIfScores | null) {
  return useQuery(targetsQuery(planIds, scores));
}

/** The needs of any number of plans from the saved scores (a 志愿表), asked 50 at a time; undefined until every part is in. */
export function useTargetsOfPlans(planIds: readonly number[]): TargetAnswer | undefined {
  const parts: number[][] = [];
  for (let i = 0; i < planIds.length; i += TARGET_PLANS_MAX) {
    parts.push(planIds.slice(i, i + TARGET_PLANS_MAX));
  }
  return useQueries({
    queries: parts.map((ids) => ({
      queryKey: [...fillingKeys.all, 'targets', ids, null] as const,
      queryFn: () => fetchTargets(ids, null),
      staleTime: 5 * 60_000,
    })),
    combine: (results) => {
      if (results.length === 0 || results.some((r) => r.data === undefined)) {
        return undefined;
      }
      const answers = results.map((r) => r.data).filter((a): a is TargetAnswer => a != null && Array.isArray(a.plans));
      return answers.length === 0 ? undefined : { ...answers[0], plans: answers.flatMap((a) => a.plans) };
    },
  });
}

interface TargetsOfPage {
  answer: TargetAnswer | undefined;
}

const TargetsContext = createContext<TargetsOfPage>({ answer: undefined });

/** Gives the rows below the answer of their page. */
export function TargetsProvider({ answer, children }: { answer: TargetAnswer | undefined; children: ReactNode }) {
  return <TargetsContext.Provider value={{ answer }}>{children}</TargetsContext.Provider>;
}

/** 已达到, 不可达 or ≥231. */
export function needText(need: ScoreNeed): string {
  return need.status === 'reached' ? '已达到' : need.status === 'unreachable' ? '不可达' : `≥${need.score}`;
}

/** The plan's needs under its number; nothing while loading or when the plan has none (no number, VIP可见). */
export function PlanTargetLine({ planId }: { planId: number }) {
  const { answer } = useContext(TargetsContext);
  const target: PlanTarget | undefined = answer?.plans.find((p) => p.planId === planId);
  if (!answer || !target?.needs) {
    return null;
  }
  const { tests, culture } = target.needs;
  const hint = `按本计划的录取公式和录取概率模型倒推：高考成绩${answer.cultureScore}分时，统考至少多少分录取概率可达「稳」（≥40%）和「保」（≥75%）；统考${answer.testsScore}分时，高考成绩至少多少分。「不可达」：考到满分也达不到。`;
  return (
    <Tooltip title={hint} styles={longTooltip(360)}>
      <span className="yzy-plan-targets" data-testid={`targets-${planId}`} tabIndex={0}>
        <span>
          统考需 稳{needText(tests.稳)} · 保{needText(tests.保)}
        </span>
        <span>
          文化需 稳{needText(culture.稳)} · 保{needText(culture.保)}
        </span>
      </span>
    </Tooltip>
  );
}
