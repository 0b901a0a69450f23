import { CrownOutlined, LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { openVipDialog } from '../../../lib/dialogs';

interface LockedPromptProps {
  /** Rows of this tab withheld from a free member. */
  locked: number;
  freeRowsPerTier: number;
}

/** Free members see the first rows of each tier; this says how many more there are and opens the VIP center. */
export function LockedPrompt({ locked, freeRowsPerTier }: LockedPromptProps) {
  return (
    <div className="yzy-locked-prompt" data-testid="locked-prompt">
      <LockOutlined className="yzy-locked-icon" />
      <div className="yzy-locked-text">
        <strong>还有 {locked} 个院校专业仅对VIP会员开放</strong>
        <span>免费会员每档（冲、稳、保、数据不足）可查看前 {freeRowsPerTier} 个及其录取概率；开通VIP查看全部推荐、录取概率与志愿分析。</span>
      </div>
      <Button type="primary" icon={<CrownOutlined />} onClick={openVipDialog}>
        开通VIP查看全部
      </Button>
    </div>
  );
}
