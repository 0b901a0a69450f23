import { Alert, Empty, Flex, Skeleton, Typography } from 'antd';
import type { MemberInfo } from '@yzy/shared/contracts';
import { isVipLevel } from '@yzy/shared/rules';
import dayjs from 'dayjs';
import { useDialogOpen } from '../../../lib/dialogs';
import { useMember } from '../../../shared/session';
import { useSiteConfig } from '../../site-config';
import { useVipCards } from '../api';
import { BLACKOUT_UPGRADE_TEXT } from '../use-blackout-prompt';
import { useVipPurchase } from '../use-vip-purchase';
import { PaymentPanel } from './payment-panel';
import { PurchaseNotes } from './purchase-notes';
import { VipCardTile } from './vip-card-tile';
import '../vip.css';

/** Body of VIP会员中心 (docs/product-behaviour.md, VIP): the member's VIP state, the cards, the payment QR code and the purchase notes. */
export function VipCenter() {
  // Read from the store, not a prop: antd freezes a closing dialog's children until its animation ends,
  // and polling must stop the moment the dialog closes.
  const active = useDialogOpen('vip');
  const { data: member } = useMember();
  const { contactEmail } = useSiteConfig();
  const { data: cards, isPending } = useVipCards();
  const { purchase, channel, choose, payAgain, leaveToPay } = useVipPurchase(active);
  const chosenId = purchase.step === 'idle' ? null : purchase.card.id;
  return (
    <Flex vertical gap={16} data-testid="vip-center">
      <MemberVipState member={member} />
      {member?.vipBlockedByWindow && <Alert type="warning" showIcon title={BLACKOUT_UPGRADE_TEXT} />}
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : cards && cards.length > 0 ? (
        <div className="yzy-vip-cards">
          {cards.map((card) => (
            <VipCardTile key={card.id} card={card} step={card.id === chosenId ? purchase.step : null} onChoose={choose} />
          ))}
        </div>
      ) : (
        <Empty description="暂无可开通的会员卡" />
      )}
      <div className="yzy-vip-bottom">
        <div className="yzy-vip-bottom-pay">
          <PaymentPanel purchase={purchase} channel={channel} onRetry={choose} onLeave={leaveToPay} onPayAgain={payAgain} />
        </div>
        <PurchaseNotes contactEmail={contactEmail} />
      </div>
    </Flex>
  );
}

function MemberVipState({ member }: { member: MemberInfo | undefined }) {
  const isVip = member != null && isVipLevel(member.effectiveVipLevel);
  const endTime = member?.isOpenVip === 1 ? member.vipEndTime : member?.probationVipEndTime;
  return (
    <Typography.Text data-testid="vip-center-state">
      当前会员：<Typography.Text strong>{member?.vipCardName ?? '非VIP'}</Typography.Text>
      {isVip && member.isSuperVip !== 1 && endTime ? `（有效期至 ${dayjs.unix(endTime).format('YYYY年M月D日')}）` : ''}
    </Typography.Text>
  );
}
