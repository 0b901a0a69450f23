import { mySubjectText } from '@yzy/shared/rules';
import { Typography } from 'antd';
import type { ScoreDraft } from '../score-draft';

interface ConfirmSummaryProps {
  /** The confirm sentence, shown exactly. */
  message: string;
  draft: ScoreDraft;
  provinceName: string;
  categoryName: string;
}

/** 确认成绩: the confirm sentence, then what is about to be saved, so the member checks it once more. */
export function ConfirmSummary({ message, draft, provinceName, categoryName }: ConfirmSummaryProps) {
  const parts = [
    provinceName,
    categoryName,
    `选科 ${mySubjectText(draft.subjects)}`,
    `高考成绩 ${draft.cultureScore}`,
    `统考成绩 ${draft.testsScore}`,
    ...(draft.nemtRanking != null ? [`位次 ${draft.nemtRanking}`] : []),
  ];
  return (
    <>
      <Typography.Paragraph className="yzy-confirm-message">{message}</Typography.Paragraph>
      <Typography.Text type="secondary" data-testid="score-confirm-summary">
        {parts.join(' · ')}
      </Typography.Text>
    </>
  );
}
