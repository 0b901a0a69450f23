import { MemberRole } from '@yzy/shared/rules';
import { useState } from 'react';
import { Button, Descriptions, Drawer, Skeleton, Space, Typography } from 'antd';
import { ROLE_LABELS, timeText } from '../lib/format';
import { useMember } from './api';
import { MEMBER_ACTIONS, actionsFor, type MemberActionKey } from './member-action';
import { MemberActionModal } from './member-action-modal';
import { GrantTable, MemberOrderTable } from './member-history';
import { MemberTags } from './member-tags';

interface MemberDrawerProps {
  memberId: number | null;
  onClose(): void;
}

/** One member: who they are, VIP, the actions, the VIP ledger and recent orders. */
export function MemberDrawer({ memberId, onClose }: MemberDrawerProps) {
  const { data: member } = useMember(memberId);
  const [action, setAction] = useState<MemberActionKey | null>(null);
  return (
    <Drawer
      open={memberId !== null}
      onClose={onClose}
      size={760}
      title={member ? `会员 ${member.mobile ?? member.nickname}（ID ${member.id}）` : '会员详情'}
      destroyOnHidden
    >
      {!member ? (
        <Skeleton active />
      ) : (
        <div className="admin-stack" data-testid="member-detail">
          <Space wrap>
            {actionsFor(member).map((key) => (
              <Button
                key={key}
                danger={MEMBER_ACTIONS[key].danger}
                type={key === 'grantVip' ? 'primary' : 'default'}
                onClick={() => setAction(key)}
              >
                {MEMBER_ACTIONS[key].label}
              </Button>
            ))}
          </Space>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label="手机号">{member.mobile ?? '—（子账号）'}</Descriptions.Item>
            <Descriptions.Item label="昵称">{member.nickname || '—'}</Descriptions.Item>
            <Descriptions.Item label="角色">{ROLE_LABELS[member.role] ?? member.role}</Descriptions.Item>
            <Descriptions.Item label="VIP">
              <MemberTags member={member} />
            </Descriptions.Item>
            <Descriptions.Item label="VIP开始">{timeText(member.vipStartTime)}</Descriptions.Item>
            <Descriptions.Item label="VIP到期">{timeText(member.vipEndTime)}</Descriptions.Item>
            <Descriptions.Item label="试用到期">{timeText(member.probationEndTime)}</Descriptions.Item>
            <Descriptions.Item label="子账号">
              {member.role === MemberRole.expert
                ? `已用 ${member.subAccountsUsed} / 名额 ${member.subAccountQuota}`
                : member.expertId
                  ? `属于专家 ${member.expertId}`
                  : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="注册时间">{timeText(member.createdAt)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>VIP流水</Typography.Title>
          <GrantTable grants={member.grants} />
          <Typography.Title level={5}>最近订单</Typography.Title>
          <MemberOrderTable orders={member.orders} />
        </div>
      )}
      {member && action && <MemberActionModal member={member} action={action} onClose={() => setAction(null)} />}
    </Drawer>
  );
}
