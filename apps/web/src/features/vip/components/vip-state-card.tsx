import { CrownFilled } from '@ant-design/icons';
import { isVipLevel } from '@yzy/shared/rules/vip';
import { TextButton } from '../../../components/text-button';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { Panel } from '../../../components/panel';
import { openVipDialog } from '../../../lib/dialogs';
import { useMember } from '../../../shared/session';

/** VIP state (首页, 我的): the card and its end date, or what VIP adds and the way to open it. */
export function VipStateCard() {
  const { data: member } = useMember();
  const isVip = member != null && isVipLevel(member.effectiveVipLevel);
  const endTime = member?.vipEndTime ?? member?.probationVipEndTime ?? null;
  return (
    <Panel
      title={
        <span>
          <CrownFilled className="yzy-crown" /> VIP会员
        </span>
      }
      className="yzy-home-card"
      data-testid="vip-state-card"
    >
      {isVip ? (
        <p>
          你已开通 <strong>{member.vipCardName}</strong>
          {member.isSuperVip !== 1 && endTime ? `，有效期至 ${dayjs.unix(endTime).format('YYYY年M月D日')}` : ''}。
        </p>
      ) : (
        <p className="yzy-panel-note">开通VIP可查看全部计划的录取概率与冲稳保，使用志愿表分析与导出。</p>
      )}
      <TextButton type={isVip ? 'default' : 'primary'} onClick={openVipDialog}>
        {isVip ? '续费/升级' : '开通VIP'}
      </TextButton>
      <Link to="/vipintroduce" className="yzy-card-link">
        了解VIP权益
      </Link>
    </Panel>
  );
}
