import { createElement, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ExamCategoryItem, MemberNemtInfo, ProvinceNemtInfo } from '@yzy/shared/contracts';
import {
  lastChangeKeys,
  lastChangeWarningMessage,
  planProfileChange,
  regionConfirmMessage,
  SCORE_STATUS,
  validateScoreForm,
  type ModifyCounts,
  type ScoreStatuses,
} from '@yzy/shared/rules';
import { App, type ButtonProps } from 'antd';
import { reloadPage } from '../../lib/browser';
import { modifyNumQuery, saveScoreProfile } from './api';
import { ConfirmSummary } from './components/confirm-summary';
import { bodyOf, factsOf, type ScoreDraft } from './score-draft';

/** After 创建成功 / 更新成功 the page reloads 1 s later. */
export const RELOAD_AFTER_SAVE_MS = 1000;

export const SAVE_MESSAGES = { created: '创建成功', updated: '更新成功' } as const;

/** Everything besides the draft that decides a save. */
export interface SaveContext {
  saved: MemberNemtInfo | null;
  isSuperVip: boolean;
  provinceName: string;
  category: ExamCategoryItem | null;
  subjectInfo: ProvinceNemtInfo | null;
  isInputRanking: boolean;
}

type ConfirmOptions = { title: string; content: ReactNode; testId: string };

/**
 * The save flow (docs/product-behaviour.md, Score profile): validate (first message as a toast), plan the change with the
 * member's current counts (refused → the count's message), confirm the last change or the region
 * (确认成绩), then create or update, toast and reload.
 */
export function useScoreSave() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);

  function confirm({ title, content, testId }: ConfirmOptions): Promise<boolean> {
    return new Promise((resolve) => {
      modal.confirm({
        title,
        content,
        okText: '确认',
        cancelText: '取消',
        okButtonProps: { 'data-testid': `${testId}-ok` } as ButtonProps,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  }

  async function submit(draft: ScoreDraft, context: SaveContext): Promise<void> {
    const { saved, category, subjectInfo } = context;
    const problem = validateScoreForm(draft, {
      examCategoryScore: category?.examCategoryScore ?? null,
      subjectInfo,
      isInputRanking: context.isInputRanking,
    });
    if (problem || !category || !subjectInfo) {
      message.warning(problem ?? '请完善成绩信息');
      return;
    }
    setSaving(true);
    let done = false;
    try {
      const counts = saved && !context.isSuperVip ? await client.fetchQuery(modifyNumQuery) : null;
      const plan = planProfileChange(saved, factsOf(draft), counts ?? noCounts, context.isSuperVip, counts ?? noCounts);
      if (!plan.allowed) {
        message.error(plan.message);
        return;
      }
      if (plan.needsLastChangeWarning && counts) {
        const content = lastChangeWarningMessage(lastChangeKeys(plan, counts));
        if (!(await confirm({ title: '确认修改', content, testId: 'score-last-change' }))) {
          return;
        }
      }
      if (plan.needsRegionConfirm) {
        const sentence = regionConfirmMessage(context.provinceName, category.name);
        const content = createElement(ConfirmSummary, {
          message: sentence,
          draft,
          provinceName: context.provinceName,
          categoryName: category.name,
        });
        if (!(await confirm({ title: '确认成绩', content, testId: 'score-confirm' }))) {
          return;
        }
      }
      await saveScoreProfile(bodyOf(draft, subjectInfo), saved == null);
      message.success(saved == null ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
      done = true;
      setTimeout(reloadPage, RELOAD_AFTER_SAVE_MS);
    } catch {
      // The HTTP effects already showed the server's message (10001, 10007 …); the form stays open.
    } finally {
      // After a save the button stays busy until the reload: a second click would save twice.
      setSaving(done);
    }
  }

  return { submit, saving };
}

/** First saves and super VIP never look at counts; planProfileChange ignores these then. */
const noCounts: ModifyCounts & ScoreStatuses = {
  provinceModifyNumSurplus: 0,
  examModifyNumSurplus: 0,
  cultureScoreModifyNumSurplus: 0,
  testsScoreModifyNumSurplus: 0,
  nemtRankingModifyNumSurplus: 0,
  cultureScoreStatus: SCORE_STATUS.unpublished,
  testsScoreStatus: SCORE_STATUS.unpublished,
};
