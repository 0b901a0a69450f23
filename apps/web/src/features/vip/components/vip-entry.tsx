import { CrownFilled } from '@ant-design/icons';
import { isVipLevel } from '@yzy/shared/rules/vip';
import { Button } from 'antd';
import { openVipDialog } from '../../../lib/dialogs';
import { useMember } from '../../../shared/session';
import { useBlackoutPrompt } from '../use-blackout-prompt';

/** Badge style per level: 2 and 3 are personal cards, above 3 expert/institution cards. */
function badgeClassOf(level: number): string {
  if (level === 2) {
    return 'yzy-vip-badge yzy-vip-badge-2';
  }
  return level === 3 ? 'yzy-vip-badge yzy-vip-badge-3' : 'yzy-vip-badge yzy-vip-badge-expert';
}

/** The header's VIP state: a badge with the card name while VIP, otherwise 开通VIP (visitors get the login dialog). */
export function VipEntry() {
  const { data: member } = useMember();
  useBlackoutPrompt(member);
  if (member && isVipLevel(member.effectiveVipLevel)) {
    return (
      <button type="button" className={badgeClassOf(member.effectiveVipLevel)} onClick={openVipDialog} data-testid="header-vip-badge">
        <CrownFilled /> {member.vipCardName}
      </button>
    );
  }
  return (
    <Button className="yzy-vip-button" icon={<CrownFilled />} onClick={openVipDialog} data-testid="header-open-vip">
      开通VIP
    </Button>
  );
}
