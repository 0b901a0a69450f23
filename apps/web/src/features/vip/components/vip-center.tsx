import { Flex, Skeleton, Typography } from 'antd';
import { useMember } from '../../member/api';
import { useSiteConfig } from '../../site-config/api';
import { PurchaseNotes } from './purchase-notes';

/**
 * Body of VIP会员中心: the member's VIP state, the cards to buy, the payment QR code.
 * Card list and payment arrive with the VIP purchase issue; until then the frame says so.
 */
export function VipCenter() {
  const { data: member } = useMember();
  const { contactEmail } = useSiteConfig();
  return (
    <Flex vertical gap={16} data-testid="vip-center">
      <Typography.Text>
        当前状态：<Typography.Text strong>{member?.vipCardName ?? '非VIP'}</Typography.Text>
      </Typography.Text>
      <Typography.Text type="secondary">会员套餐正在准备中，开放后可在此选择套餐并扫码支付。</Typography.Text>
      <Skeleton active paragraph={{ rows: 3 }} />
      <PurchaseNotes contactEmail={contactEmail} />
    </Flex>
  );
}
