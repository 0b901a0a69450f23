import type { MemberNemtInfoModifyNum } from '@yzy/shared/contracts';
import { Alert } from 'antd';

interface ModifyCountsNoteProps {
  counts: MemberNemtInfoModifyNum | undefined;
  isSuperVip: boolean;
}

/** Tells the member before saving what a change will cost (docs/product-behaviour.md, Score profile). */
export function ModifyCountsNote({ counts, isSuperVip }: ModifyCountsNoteProps) {
  if (isSuperVip) {
    return <Alert type="success" showIcon className="yzy-score-note" title="超级VIP可不限次数修改高考地区、科类与成绩。" />;
  }
  if (!counts) {
    return null;
  }
  const text =
    `剩余修改次数：高考地区 ${counts.provinceModifyNumSurplus} 次，统考科类 ${counts.examModifyNumSurplus} 次；` +
    `高考成绩（${counts.cultureScoreStatus}）${counts.cultureScoreModifyNumSurplus} 次，` +
    `统考成绩（${counts.testsScoreStatus}）${counts.testsScoreModifyNumSurplus} 次，位次 ${counts.nemtRankingModifyNumSurplus} 次。` +
    '成绩出分前修改不计次数。';
  return <Alert type="info" showIcon className="yzy-score-note" title={text} data-testid="score-modify-counts" />;
}
