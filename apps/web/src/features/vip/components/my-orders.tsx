import { Button, Card, Empty, Table, Tag, type TableColumnsType } from 'antd';
import type { VipOrderItem, VipOrderStatus } from '@yzy/shared/contracts';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { openVipDialog } from '../../../lib/dialogs';
import { useVipOrders } from '../api';
import { yuanText } from '../price';
import { CARD_TABLE_CLASS, cardColumns } from '../../../lib/card-columns';

const PAGE_SIZE = 10;
/** Search param of the orders page, so it survives going to another page and back. */
const PAGE_PARAM = 'orderPage';

const STATUS: Record<VipOrderStatus, { text: string; color: string }> = {
  NOTPAY: { text: '待支付', color: 'orange' },
  SUCCESS: { text: '已支付', color: 'green' },
  CLOSED: { text: '已关闭', color: 'default' },
};

const timeText = (seconds: number | null) => (seconds ? dayjs.unix(seconds).format('YYYY-MM-DD HH:mm') : '—');

const columns: TableColumnsType<VipOrderItem> = [
  { title: '订单号', dataIndex: 'orderId', key: 'orderId' },
  { title: '会员卡', dataIndex: 'vipCardName', key: 'vipCardName' },
  { title: '金额', dataIndex: 'payAmount', key: 'payAmount', align: 'right', render: (yuan: number) => yuanText(yuan) },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    render: (status: VipOrderStatus) => <Tag color={STATUS[status].color}>{STATUS[status].text}</Tag>,
  },
  { title: '下单时间', dataIndex: 'createdAt', key: 'createdAt', render: timeText },
  { title: '支付时间', dataIndex: 'paidAt', key: 'paidAt', render: timeText },
];

/** 我的订单 on /mine: the member's VIP orders, newest first. */
export function MyOrders() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get(PAGE_PARAM)) || 1);
  const { data, isPending } = useVipOrders(page, PAGE_SIZE);
  const handlePage = (next: number) =>
    setParams(
      (prev) => {
        prev.set(PAGE_PARAM, String(next));
        return prev;
      },
      { replace: true },
    );
  return (
    <Card title="我的订单">
      <Table<VipOrderItem>
        className={CARD_TABLE_CLASS}
        data-testid="my-orders"
        rowKey="orderId"
        size="middle"
        columns={cardColumns(columns)}
        dataSource={data?.content}
        loading={isPending}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          onChange: handlePage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        locale={{
          emptyText: (
            <Empty description="暂无订单">
              <Button type="primary" onClick={openVipDialog}>
                开通VIP
              </Button>
            </Empty>
          ),
        }}
      />
    </Card>
  );
}
