import { Button, Table, type TableColumnsType } from 'antd';
import type { AdminMemberItem } from '@yzy/shared/contracts';
import type { Page } from '../../lib/list-params';
import { dateText, ROLE_LABELS, timeText } from '../lib/format';
import { MemberTags } from './member-tags';

interface MemberTableProps {
  data: Page<AdminMemberItem> | undefined;
  loading: boolean;
  onPage(page: number, size: number): void;
  onOpen(id: number): void;
}

/** Members, newest first; mobiles arrive masked from the server. */
export function MemberTable({ data, loading, onPage, onOpen }: MemberTableProps) {
  const columns: TableColumnsType<AdminMemberItem> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    {
      title: '手机号',
      dataIndex: 'mobile',
      render: (mobile: string | null, m) => mobile ?? (m.expertId ? `子账号（专家 ${m.expertId}）` : '—'),
    },
    { title: '昵称', dataIndex: 'nickname', render: (name: string) => name || '—' },
    { title: '角色', dataIndex: 'role', render: (role: number) => ROLE_LABELS[role] ?? role },
    { title: 'VIP', key: 'vip', render: (_, m) => <MemberTags member={m} /> },
    { title: 'VIP到期', dataIndex: 'vipEndTime', render: dateText },
    { title: '注册时间', dataIndex: 'createdAt', render: timeText },
    {
      title: '操作',
      key: 'actions',
      render: (_, m) => (
        <Button type="link" onClick={() => onOpen(m.id)}>
          详情
        </Button>
      ),
    },
  ];
  return (
    <Table<AdminMemberItem>
      rowKey="id"
      data-testid="member-table"
      columns={columns}
      dataSource={data?.content}
      loading={loading}
      pagination={{
        current: data?.page ?? 1,
        pageSize: data?.size ?? 20,
        total: data?.total ?? 0,
        onChange: onPage,
        showTotal: (total) => `共 ${total} 人`,
      }}
    />
  );
}
