import { Tag, Tooltip } from 'antd';
import { WORKSPACE_RISK_LEVEL_LABELS, type WorkspaceRiskLevel } from '@yzy/shared/rules';
import type { WorkspaceStudent } from '@yzy/shared/contracts';

const COLORS: Record<WorkspaceRiskLevel, string> = {
  high: 'red',
  medium: 'orange',
  pending: 'default',
  low: 'blue',
  none: 'green',
};

/** A student's worst risk: its name in the level's colour, the level on hover. */
export function RiskTag({ risk }: { risk: WorkspaceStudent['risk'] }) {
  return (
    <Tooltip title={WORKSPACE_RISK_LEVEL_LABELS[risk.level]}>
      <Tag color={COLORS[risk.level]} data-risk={risk.level} className="yzy-workspace-risk">
        {risk.label}
      </Tag>
    </Tooltip>
  );
}

/** 冲 n · 稳 n · 保 n of a table. */
export function TierCountsText({ tiers }: { tiers: { 冲: number; 稳: number; 保: number; other: number } }) {
  return (
    <span className="yzy-workspace-tiers">
      <span className="yzy-workspace-tier" data-tier="冲">
        冲{tiers.冲}
      </span>
      <span className="yzy-workspace-tier" data-tier="稳">
        稳{tiers.稳}
      </span>
      <span className="yzy-workspace-tier" data-tier="保">
        保{tiers.保}
      </span>
      {tiers.other > 0 && <span className="yzy-workspace-tier">其他{tiers.other}</span>}
    </span>
  );
}
