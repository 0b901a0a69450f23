import { UserOutlined } from '@ant-design/icons';
import type { MemberInfo } from '@yzy/shared/contracts';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';
import { displayNameOf } from '../display-name';

const ROLE_NAMES: Record<number, string> = { 1: '主账号', 2: '子账号' };

/** Who is logged in: avatar, name, masked mobile and account kind. */
export function ProfileCard({ member }: { member: MemberInfo }) {
  return (
    <Card data-testid="profile-card">
      <Flex gap={16} align="center">
        <Avatar size={64} src={member.avatar || undefined} icon={<UserOutlined />} />
        <Flex vertical gap={4}>
          <Typography.Title level={4} className="yzy-no-margin">
            {displayNameOf(member)}
            {ROLE_NAMES[member.role] && <Tag className="yzy-role-tag">{ROLE_NAMES[member.role]}</Tag>}
          </Typography.Title>
          <Typography.Text type="secondary">{member.mobile ? `手机号：${member.mobile}` : `账号ID：${member.id}`}</Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
