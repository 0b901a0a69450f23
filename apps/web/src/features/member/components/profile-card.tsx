import { MemberRole } from '@yzy/shared/rules';
import { useState } from 'react';
import { EditOutlined, UserOutlined } from '@ant-design/icons';
import type { MemberInfo } from '@yzy/shared/contracts';
import { Avatar, Button, Card, Flex, Tag, Typography } from 'antd';
import { displayNameOf } from '../../../shared/session';
import { ProfileEditor } from './profile-editor';
import '../member.css';

const ROLE_NAMES: Record<number, string> = { [MemberRole.expert]: '主账号', [MemberRole.subAccount]: '子账号' };

/** Who is logged in: avatar (default placeholder when empty), name (账号ID:id fallback), masked mobile, account kind. */
export function ProfileCard({ member }: { member: MemberInfo }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card data-testid="profile-card">
      <Flex gap={16} align="center">
        <Avatar size={64} src={member.avatar || undefined} icon={<UserOutlined />} className="yzy-profile-avatar" />
        <Flex vertical gap={4} flex={1}>
          <Typography.Title level={4} className="yzy-no-margin" data-testid="profile-name">
            {displayNameOf(member)}
            {ROLE_NAMES[member.role] && <Tag className="yzy-role-tag">{ROLE_NAMES[member.role]}</Tag>}
          </Typography.Title>
          <Typography.Text type="secondary">
            {member.mobile ? `手机号：${member.mobile}` : '子账号（无手机号）'} · 账号ID：{member.id}
          </Typography.Text>
        </Flex>
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="profile-edit">
          编辑资料
        </Button>
      </Flex>
      {editing && <ProfileEditor member={member} onClose={() => setEditing(false)} />}
    </Card>
  );
}
