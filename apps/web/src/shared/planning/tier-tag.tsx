import { Tag, Tooltip } from 'antd';
import { TIER_DESCRIPTIONS, type Tier } from '@yzy/shared/rules/tiers';
import { TIER_COLORS } from './format';

interface TierTagProps {
  tier: Tier | null;
  /** Text after the tier, e.g. the probability. */
  children?: string;
  /** Hover text; by default what the band means. Null for none (when a parent already explains). */
  hint?: string | null;
}

/** 冲 / 稳 / 保 in its colour; 数据不足 when there is no estimate. */
export function TierTag({ tier, children, hint }: TierTagProps) {
  if (tier === null) {
    return <Tag variant="filled">数据不足</Tag>;
  }
  const tag = (
    <Tag color={TIER_COLORS[tier].tag} className="yzy-tier-tag" data-tier={tier}>
      {children ? `${tier} ${children}` : tier}
    </Tag>
  );
  const title = hint === undefined ? TIER_DESCRIPTIONS[tier] : hint;
  return title ? <Tooltip title={title}>{tag}</Tooltip> : tag;
}
