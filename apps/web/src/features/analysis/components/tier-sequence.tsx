import { Tooltip } from 'antd';
import type { Tier } from '@yzy/shared/rules';
import { TIER_COLORS } from '../../../shared/planning';

interface TierSequenceProps {
  sequence: readonly (Tier | null)[];
  unrated: number;
  ineligible: number;
}

/** The tier of every slot in order: a good table goes from 冲 through 稳 to 保. */
export function TierSequence({ sequence, unrated, ineligible }: TierSequenceProps) {
  return (
    <div className="yzy-tier-sequence" data-testid="tier-sequence">
      <span className="yzy-analysis-label">志愿顺序中的档位</span>
      <ol aria-label="各志愿档位">
        {sequence.map((tier, index) => (
          <Tooltip key={index} title={`第${index + 1}志愿：${tier ?? '无估计或不符合条件'}`}>
            <li style={tier ? { background: TIER_COLORS[tier].hex } : undefined} className={tier ? undefined : 'yzy-tier-none'}>
              {tier ?? '—'}
            </li>
          </Tooltip>
        ))}
      </ol>
      {(unrated > 0 || ineligible > 0) && (
        <span className="yzy-analysis-note">
          {unrated > 0 ? `${unrated}个志愿历史数据不足` : ''}
          {unrated > 0 && ineligible > 0 ? '，' : ''}
          {ineligible > 0 ? `${ineligible}个志愿不符合报考条件` : ''}
        </span>
      )}
    </div>
  );
}
