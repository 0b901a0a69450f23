import type { MemberNemtInfo } from '@yzy/shared/contracts';
import { Descriptions, Empty, Flex, Typography } from 'antd';
import { useMember } from '../../member/api';

const FIELDS: { key: keyof MemberNemtInfo; label: string }[] = [
  { key: 'provinceName', label: '高考地区' },
  { key: 'examCategoryName', label: '统考科类' },
  { key: 'cultureScore', label: '高考成绩' },
  { key: 'testsScore', label: '统考成绩' },
  { key: 'nemtRanking', label: '位次' },
];

/**
 * Body of 完善高考成绩: shows what is on record; the create/update form (province, category,
 * scores, subjects, confirmations of spec §5) replaces the notice with the score-profile issue.
 */
export function ScoreProfile() {
  const { data: member } = useMember();
  const info = member?.memberNemtInfo ?? null;
  return (
    <Flex vertical gap={16} data-testid="score-profile">
      {info ? (
        <Descriptions column={1} size="small" items={FIELDS.map(({ key, label }) => ({ key, label, children: String(info[key] ?? '—') }))} />
      ) : (
        <Empty description="你还没有填写高考成绩" />
      )}
      <Typography.Text type="secondary">成绩填写表单正在准备中，开放后可在此选择高考地区、统考科类并填写成绩。</Typography.Text>
    </Flex>
  );
}
