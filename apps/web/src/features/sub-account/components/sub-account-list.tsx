import type { GroupAccount } from '@yzy/shared/contracts';
import { Empty, Flex, Typography } from 'antd';
import { placeholderCount } from '../api';
import { AccountCard } from './account-card';

interface SubAccountListProps {
  accounts: GroupAccount[];
  currentId: number;
  onSelect(account: GroupAccount): void;
}

/** 子账号(n): cards of 296 px, three per row; a last row of two gets one empty placeholder. */
export function SubAccountList({ accounts, currentId, onSelect }: SubAccountListProps) {
  return (
    <Flex vertical gap={12} data-testid="sub-account-list">
      <Typography.Title level={5} className="yzy-no-margin" data-testid="sub-account-count">
        子账号({accounts.length})
      </Typography.Title>
      {accounts.length === 0 ? (
        <Empty description="暂无子账号" />
      ) : (
        <div className="yzy-account-grid">
          {accounts.map((account) => (
            <AccountCard key={account.id} account={account} current={account.id === currentId} onSelect={onSelect} />
          ))}
          {Array.from({ length: placeholderCount(accounts.length) }, (_, index) => (
            <div key={`placeholder-${index}`} className="yzy-account-placeholder" data-testid="sub-account-placeholder" aria-hidden />
          ))}
        </div>
      )}
    </Flex>
  );
}
