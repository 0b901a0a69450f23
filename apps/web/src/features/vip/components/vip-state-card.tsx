import { CrownFilled } from '@ant-design/icons';
import { isVipLevel } from '@yzy/shared/rules';
import { Button, Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { openVipDialog } from '../../../lib/dialogs';
import { useMember } from '../../member/api';

/** VIP state (首页, 我的): the card and its end date, or what VIP adds and the way to open it. */
export function VipStateCard() {
  const { data: member } = useMember();
  const isVip = member != null && isVipLevel(member.vipLevel);
  const endTime = member?.vipEndTime ?? member?.probationVipEndTime ?? null;
  return (
    <Card title={<span><CrownFilled className="yzy-crown" /> VIP会员</span>} className="yzy-home-card" data-testid="vip-state-card">
      {isVip ? (
        <Typography.Paragraph>
          你已开通 <Typography.Text strong>{member.vipCardName}</Typography.Text>
          {member.isSuperVip !== 1 && endTime ? `，有效期至 ${dayjs.unix(endTime).format('YYYY年M月D日')}` : ''}。
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary">开通VIP可查看完整推荐列表与录取概率，使用志愿表分析与导出。</Typography.Paragraph>
      )}
      <Button type={isVip ? 'default' : 'primary'} onClick={openVipDialog}>
        {isVip ? '续费/升级' : '开通VIP'}
      </Button>
      <Link to="/vipintroduce" className="yzy-card-link">
        了解VIP权益
      </Link>
    </Card>
  );
}
