import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { WorkspaceStudent } from '@yzy/shared/contracts';
import { displayNameOf } from '../../../shared/session';
import { rankText } from '../../../shared/planning';
import { activityText } from '../student-filters';
import { RiskTag, TierCountsText } from './risk-tag';

/** Who the student is: name, worst risk, note, scores and standing, current table and last activity. */
export function StudentCard({ student }: { student: WorkspaceStudent }) {
  return (
    <Card data-testid="workspace-student-card">
      <Flex vertical gap={8}>
        <Flex wrap gap={8} align="center">
          <Typography.Title level={3} className="yzy-no-margin" data-testid="workspace-student-name">
            {displayNameOf(student)}
          </Typography.Title>
          <RiskTag risk={student.risk} />
          {!student.inUse && <Tag>未使用</Tag>}
        </Flex>
        {student.note && <Typography.Text type="secondary">{student.note}</Typography.Text>}
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label="地区科类">
            {student.scores ? `${student.scores.provinceName} · ${student.scores.examCategoryName}` : '未填成绩'}
          </Descriptions.Item>
          <Descriptions.Item label="文化 / 统考">
            {student.scores ? `${student.scores.cultureScore} / ${student.scores.testsScore}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="综合分">{student.scores?.composite ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="位次">{student.scores ? rankText(student.scores.rank) : '—'}</Descriptions.Item>
          <Descriptions.Item label="当前志愿表">
            {student.table ? (
              <span>
                {student.table.name} · 已填 {student.table.entryCount}/{student.table.maxSlots}{' '}
                <TierCountsText tiers={student.table.tiers} />
              </span>
            ) : (
              '暂无'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="最近活动">{activityText(student.lastActiveAt)}</Descriptions.Item>
        </Descriptions>
      </Flex>
    </Card>
  );
}
