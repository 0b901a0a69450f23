import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { WorkspaceComparison } from '@yzy/shared/contracts';
import { TierTag } from '../../../shared/planning';
import { refusalOf, useWorkspaceCompare, type CompareSelection } from '../api';
import { RiskTag, TierCountsText } from './risk-tag';

/** How many plans hold each shared school. */
function sharedCount(comparison: WorkspaceComparison): Map<number, number> {
  return new Map(comparison.sharedSchools.map((s) => [s.schoolId, s.columns.length]));
}

/**
 * Plans side by side: two to four students' current tables, or one student's tables. Each column
 * shows the fill, the 冲/稳/保 mix, the worst risk (its findings when VIP), and the entries in
 * order; schools held by more than one plan are marked, and listed on top.
 */
export function ComparePlans({ selection }: { selection: CompareSelection | null }) {
  const { data, isPending, error } = useWorkspaceCompare(selection);
  const back = (
    <Link to="/workspace">
      <Button icon={<ArrowLeftOutlined />}>返回学生工作台</Button>
    </Link>
  );
  if (!selection) {
    return (
      <Result status="info" title="请选择要对比的方案" subTitle="在学生工作台勾选2到4名学生，或在学生页面对比其志愿表。" extra={back} />
    );
  }
  if (isPending) {
    return <Skeleton active paragraph={{ rows: 10 }} />;
  }
  if (!data) {
    return <Result status="warning" title="无法对比" subTitle={refusalOf(error) ?? '请稍后刷新重试。'} extra={back} />;
  }
  const shared = sharedCount(data);
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={8} align="center">
        {back}
      </Flex>
      {data.skipped.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={`未参与对比：${data.skipped.map((s) => `${s.studentName}（${s.reason}）`).join('、')}`}
          data-testid="workspace-compare-skipped"
        />
      )}
      <Card size="small" title="共同院校" data-testid="workspace-compare-shared">
        {data.sharedSchools.length === 0 ? (
          <Typography.Text type="secondary">这些方案没有相同的院校。</Typography.Text>
        ) : (
          <Flex wrap gap={8}>
            {data.sharedSchools.map((s) => (
              <Tag key={s.schoolId} color="purple">
                {s.schoolName}（{s.columns.map((i) => data.columns[i]?.studentName ?? '').join('、')}
                {new Set(s.columns.map((i) => data.columns[i]?.studentId)).size === 1 ? ` ${s.columns.length}张表` : ''}）
              </Tag>
            ))}
          </Flex>
        )}
      </Card>
      <div className="yzy-workspace-compare" data-testid="workspace-compare">
        {data.columns.map((col) => (
          <Card
            key={`${col.studentId}-${col.tableId}`}
            size="small"
            className="yzy-workspace-compare-col"
            title={
              <Flex vertical>
                <Link to={`/workspace/student?id=${col.studentId}`}>{col.studentName}</Link>
                <Typography.Text type="secondary" className="yzy-workspace-compare-sub">
                  {col.tableName}
                  {col.isCurrent ? '（当前）' : ''} · {col.batchName}
                </Typography.Text>
              </Flex>
            }
            data-testid="workspace-compare-column"
          >
            <Flex vertical gap={8}>
              <Flex wrap gap={8} align="center">
                <span>
                  已填 {col.entryCount}/{col.maxSlots}
                </span>
                <TierCountsText tiers={col.tiers} />
                <RiskTag risk={col.risk} />
              </Flex>
              {col.riskMessages.length > 0 && (
                <ul className="yzy-workspace-compare-risks">
                  {col.riskMessages.slice(0, 3).map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              )}
              <ol className="yzy-workspace-compare-entries">
                {col.entries.map((e) => (
                  <li key={e.slot} className={shared.has(e.schoolId) ? 'yzy-workspace-shared' : undefined}>
                    <span className="yzy-workspace-compare-slot">{e.slot}</span>
                    <span className="yzy-workspace-compare-school">
                      {e.schoolName}
                      {e.majors.length > 0 && <Typography.Text type="secondary"> · {e.majors.join('、')}</Typography.Text>}
                    </span>
                    <TierTag tier={e.tier} hint={null} />
                  </li>
                ))}
                {col.entries.length === 0 && <Typography.Text type="secondary">志愿表是空的</Typography.Text>}
              </ol>
            </Flex>
          </Card>
        ))}
      </div>
    </Flex>
  );
}
