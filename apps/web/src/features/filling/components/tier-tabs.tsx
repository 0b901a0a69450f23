import { Tabs } from 'antd';
import type { RecommendTier, TierCounts } from '@yzy/shared/contracts';

interface TierTabsProps {
  value: RecommendTier;
  /** Undefined while the first page loads. */
  counts: TierCounts | undefined;
  /** Rows whose tier is withheld from a free member: listed under 全部 only. */
  locked?: number;
  onChange: (tier: RecommendTier) => void;
}

const LABELS: Record<RecommendTier, string> = { all: '全部', 冲: '冲', 稳: '稳', 保: '保', unrated: '数据不足', excluded: '不符合条件' };
const ORDER: RecommendTier[] = ['all', '冲', '稳', '保', 'unrated', 'excluded'];

/** 全部 = every eligible plan (冲 + 稳 + 保 + 数据不足, and for a free member the rows whose tier is withheld); 不符合条件 are the excluded ones. */
export function countOf(tier: RecommendTier, counts: TierCounts, locked = 0): number {
  return tier === 'all' ? counts.冲 + counts.稳 + counts.保 + counts.unrated + locked : counts[tier];
}

/** 全部 / 冲 / 稳 / 保 / 数据不足 / 不符合条件 with the number of plans in each (filters applied). */
export function TierTabs({ value, counts, locked = 0, onChange }: TierTabsProps) {
  return (
    <Tabs
      className="yzy-tier-tabs"
      activeKey={value}
      onChange={(key) => onChange(key as RecommendTier)}
      aria-label="档位"
      items={ORDER.map((tier) => ({
        key: tier,
        label: (
          <span className={`yzy-tier-tab yzy-tier-tab-${tier}`} data-testid={`tier-tab-${tier}`}>
            {LABELS[tier]}
            <span className="yzy-tier-count">{counts ? countOf(tier, counts, locked) : '…'}</span>
          </span>
        ),
      }))}
    />
  );
}

/**
 * The empty list's text: points at 不符合条件 when that is where every plan went, and says so when a
 * 稳 or 保 tab is empty because every plan with a number is a 冲 (the lines the site holds are all
 * well above the member: the family should know it is the data's reach, not a verdict on every
 * school). Not for a free member with rows withheld: their 稳 and 保 may sit among those, and
 * those rows are eligible (listed under 全部), so not everything went to 不符合条件 either.
 */
export function emptyTextOf(tier: RecommendTier, counts: TierCounts | undefined, locked = 0): string {
  if (counts && tier !== 'excluded' && counts.excluded > 0 && countOf('all', counts, locked) === 0) {
    return `按你的成绩，这些院校专业都不符合报考条件（${counts.excluded}个），可在「不符合条件」中查看原因`;
  }
  if (counts && (tier === '稳' || tier === '保') && locked === 0 && counts.稳 + counts.保 === 0 && counts.冲 > 0) {
    return (
      `当前条件下没有「${tier}」的院校专业：按本站收录的往年录取线，有概率的${counts.冲}个都低于40%，在「冲」中。` +
      '本站未收录录取线的院校专业不在此列。'
    );
  }
  return '没有符合条件的院校专业，换个档位或筛选条件试试';
}
