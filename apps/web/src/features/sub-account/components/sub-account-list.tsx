import { Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { displayNameOf } from '../../member/display-name';
import { placeholderCount, useGroupAccounts } from '../api';

interface SubAccountListProps {
  role: number;
  currentId: number;
}

/** Cards of 296 px, three per row; switching itself (confirms of spec §5, changeToNewAccount) comes with the sub-account issue. */
export function SubAccountList({ role, currentId }: SubAccountListProps) {
  const { data: accounts, isPending } = useGroupAccounts(role);
  if (isPending) {
    return <Skeleton active paragraph={{ rows: 4 }} />;
  }
  const list = accounts ?? [];
  return (
    <Flex vertical gap={16} data-testid="sub-account-list">
      <Typography.Title level={5}>子账号({list.filter((account) => !account.isMain).length})</Typography.Title>
      {list.length === 0 ? (
        <Empty description="暂无子账号，子账号管理功能正在准备中" />
      ) : (
        <Flex wrap gap={16} justify="space-between">
          {list.map((account) => (
            <div key={account.id} className="yzy-sub-account">
              <Typography.Text strong>{displayNameOf(account)}</Typography.Text>
              {account.isMain && <Tag color="blue">主账号</Tag>}
              {account.id === currentId && <Tag color="orange">当前账号</Tag>}
              {account.vipStatus === 0 && <Tag>未使用</Tag>}
            </div>
          ))}
          {Array.from({ length: placeholderCount(list.length) }, (_, index) => (
            <div key={`placeholder-${index}`} className="yzy-sub-account yzy-sub-account-placeholder" aria-hidden />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
