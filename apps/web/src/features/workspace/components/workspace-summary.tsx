import { Button, Card, Flex, Space, Typography } from 'antd';
import { Link } from 'react-router';
import type { WorkspaceOverview as Overview } from '@yzy/shared/contracts';
import { WORKSPACE_RISK_LEVEL_LABELS, type WorkspaceRiskLevel } from '@yzy/shared/rules';
import { levelCounts } from '../student-filters';

interface WorkspaceSummaryProps {
  overview: Overview;
  /** The risk level the list is narrowed to. */
  level: WorkspaceRiskLevel | 'all';
  onLevel: (level: WorkspaceRiskLevel | 'all') => void;
  onCreate: () => void;
}

/** The head of the workspace: how many students and how many at each risk (a click narrows the list), the seats used, 新建学生 and 批量导出报告. */
export function WorkspaceSummary({ overview, level, onLevel, onCreate }: WorkspaceSummaryProps) {
  const counts = levelCounts(overview.students);
  const full = overview.used >= overview.quota;
  return (
    <Card size="small" data-testid="workspace-summary">
      <Flex wrap gap="8px 24px" align="center" justify="space-between">
        <Flex wrap gap="4px 16px">
          <span>
            学生 <strong>{overview.students.length}</strong> 名
          </span>
          {(['high', 'medium', 'pending'] as const).map((shown) => (
            <button
              key={shown}
              type="button"
              className="yzy-workspace-count"
              data-level={shown}
              onClick={() => onLevel(level === shown ? 'all' : shown)}
              data-testid={`workspace-count-${shown}`}
            >
              {WORKSPACE_RISK_LEVEL_LABELS[shown]} <strong>{counts[shown]}</strong>
            </button>
          ))}
          <span data-testid="workspace-quota">
            名额 {overview.used}/{overview.quota}
          </span>
        </Flex>
        <Space wrap>
          <Button onClick={onCreate} disabled={full} data-testid="workspace-create">
            {full ? '名额已用完' : '新建学生'}
          </Button>
          <Link to="/workspace/reports">
            <Button data-testid="workspace-export">批量导出报告</Button>
          </Link>
        </Space>
      </Flex>
      {!overview.expertVip && (
        <Typography.Paragraph type="secondary" className="yzy-workspace-hint">
          风险按志愿分析的规则计算；录取概率与分析详情对VIP学生显示，开通VIP后对全部学生显示。
        </Typography.Paragraph>
      )}
    </Card>
  );
}
