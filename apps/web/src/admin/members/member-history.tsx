import { Table, Tag, type TableColumnsType } from 'antd';
import type { AdminGrantItem, AdminMemberDetail } from '@yzy/shared/contracts';
import { timeText, yuanText } from '../lib/format';

type MemberOrder = AdminMemberDetail['orders'][number];

const REASONS: Record<string, string> = { purchase: '购买', trial: '试用', operator: '运营开通' };
const ORDER_STATUS: Record<string, { text: string; color: string }> = {
  NOTPAY: { text: '待支付', color: 'orange' },
  SUCCESS: { text: '已支付', color: 'green' },
  CLOSED: { text: '已关闭', color: 'default' },
};

const grantColumns: TableColumnsType<AdminGrantItem> = [
  { title: 'VIP卡', dataIndex: 'vipCardName' },
  { title: '等级', dataIndex: 'vipLevel', width: 60 },
  { title: '开始', dataIndex: 'fromTime', render: timeText },
  { title: '到期', dataIndex: 'toTime', render: timeText },
  {
    title: '来源',
    dataIndex: 'reason',
    render: (reason: string, g) => `${REASONS[reason] ?? reason}${g.orderId ? `（${g.orderId}）` : ''}`,
  },
];

const orderColumns: TableColumnsType<MemberOrder> = [
  { title: '订单号', dataIndex: 'orderId' },
  { title: 'VIP卡', dataIndex: 'cardName' },
  { title: '金额', dataIndex: 'amount', align: 'right', render: (yuan: number) => yuanText(yuan) },
  {
    title: '状态',
    dataIndex: 'status',
    render: (status: string) => <Tag color={ORDER_STATUS[status]?.color}>{ORDER_STATUS[status]?.text ?? status}</Tag>,
  },
  { title: '下单时间', dataIndex: 'createdAt', render: timeText },
];

/** VIP流水 (newest first). */
export function GrantTable({ grants }: { grants: AdminGrantItem[] }) {
  return (
    <Table<AdminGrantItem>
      rowKey="id"
      size="small"
      columns={grantColumns}
      dataSource={grants}
      pagination={false}
      locale={{ emptyText: '暂无VIP记录' }}
    />
  );
}

/** The 20 newest orders. */
export function MemberOrderTable({ orders }: { orders: MemberOrder[] }) {
  return (
    <Table<MemberOrder>
      rowKey="orderId"
      size="small"
      columns={orderColumns}
      dataSource={orders}
      pagination={false}
      locale={{ emptyText: '暂无订单' }}
    />
  );
}
