import { UserOutlined } from '@ant-design/icons';
import type { GroupAccount } from '@yzy/shared/contracts';
import { Avatar, Tag, Typography } from 'antd';
import { displayNameOf } from '../../../shared/session';

interface AccountCardProps {
  account: GroupAccount;
  current: boolean;
  onSelect(account: GroupAccount): void;
}

function statusTag(account: GroupAccount, current: boolean) {
  if (current) {
    return <Tag color="orange">当前账号</Tag>;
  }
  if (account.isMain) {
    return <Tag color="blue">主账号</Tag>;
  }
  return account.vipStatus === 0 ? <Tag>未使用</Tag> : <Tag color="green">已使用</Tag>;
}

/** One account of the group, 296 px wide; the whole card is the switch button. */
export function AccountCard({ account, current, onSelect }: AccountCardProps) {
  const name = displayNameOf(account);
  return (
    <button
      type="button"
      className={`yzy-account-card${current ? ' yzy-account-card-current' : ''}`}
      data-testid={`account-card-${account.id}`}
      aria-label={`切换到${name}`}
      onClick={() => onSelect(account)}
    >
      <Avatar size={44} icon={<UserOutlined />} className="yzy-account-avatar" />
      <span className="yzy-account-body">
        <span className="yzy-account-title">
          <Typography.Text strong ellipsis className="yzy-account-name">
            {name}
          </Typography.Text>
          {statusTag(account, current)}
        </span>
        <Typography.Text type="secondary" ellipsis className="yzy-account-note">
          {account.note || `账号ID:${account.id}`}
        </Typography.Text>
      </span>
    </button>
  );
}
