import { CrownOutlined, LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { openVipDialog } from '../../../lib/dialogs';

interface LockedPromptProps {
  /** Rows matching the filters whose probability and tier are withheld from a free member. */
  locked: number;
  freeRowsPerTier: number;
}

/** Free members see the numbers of a fixed few plans per tier; this says how many more there are and opens the VIP center. */
export function LockedPrompt({ locked, freeRowsPerTier }: LockedPromptProps) {
  return (
    <div className="yzy-locked-prompt" data-testid="locked-prompt">
      <LockOutlined className="yzy-locked-icon" />
      <div className="yzy-locked-text">
        <strong>还有 {locked} 个院校专业的录取概率和冲稳保档位仅对VIP会员开放</strong>
        <span>
          免费会员在每个批次可查看冲、稳、保各 {freeRowsPerTier}{' '}
          个推荐计划的录取概率（不随排序、筛选和搜索改变），其余计划可查看往年录取线；开通VIP查看全部录取概率与志愿分析。
        </span>
      </div>
      <Button type="primary" icon={<CrownOutlined />} onClick={openVipDialog}>
        开通VIP查看全部
      </Button>
    </div>
  );
}
