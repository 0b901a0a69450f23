import { Space, Tag } from 'antd';
import type { AdminMemberItem } from '@yzy/shared/contracts';

/** VIP state at a glance: the effective label, 超级VIP, 已停用. */
export function MemberTags({ member }: { member: AdminMemberItem }) {
  return (
    <Space size={4} wrap>
      <Tag color={member.vipLevel > 1 ? 'gold' : 'default'}>{member.vipLabel}</Tag>
      {member.isSuperVip === 1 && <Tag color="magenta">超级VIP</Tag>}
      {member.disabled && <Tag color="red">已停用</Tag>}
    </Space>
  );
}
