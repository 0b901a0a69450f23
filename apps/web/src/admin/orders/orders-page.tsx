import { Button, Card, Table, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { useListParams } from '../../lib/list-params';
import { timeText, yuanText } from '../lib/format';
import { useOrders, type AdminOrderItem } from './api';
import { OrderDrawer } from './order-drawer';
import { orderFilterSchema, OrderFiltersForm } from './order-filters';
import { OrderStatusTag } from './order-status';

const ORDER_PARAM = 'order';

/** 订单管理: filters, the list, an order's detail with its payment events and 重新对账. */
export function OrdersPage() {
  const [query, update] = useListParams(orderFilterSchema);
  const [params, setParams] = useSearchParams();
  const { data, isFetching } = useOrders(query);
  const openId = params.get(ORDER_PARAM);
  const setOpen = (orderId: string | null) =>
    setParams((prev) => {
      if (orderId === null) {
        prev.delete(ORDER_PARAM);
      } else {
        prev.set(ORDER_PARAM, orderId);
      }
      return prev;
    });
  const columns: TableColumnsType<AdminOrderItem> = [
    { title: '订单号', dataIndex: 'orderId' },
    { title: '会员', key: 'member', render: (_, o) => `${o.memberMobile ?? '子账号'}（${o.memberId}）` },
    { title: 'VIP卡', dataIndex: 'cardName' },
    { title: '金额', dataIndex: 'amount', align: 'right', render: (yuan: number) => yuanText(yuan) },
    { title: '状态', dataIndex: 'status', render: (status: string) => <OrderStatusTag status={status} /> },
    { title: '渠道', dataIndex: 'provider' },
    { title: '下单时间', dataIndex: 'createdAt', render: timeText },
    { title: '支付时间', dataIndex: 'paidAt', render: timeText },
    {
      title: '操作',
      key: 'actions',
      render: (_, o) => (
        <Button type="link" onClick={() => setOpen(o.orderId)}>
          详情
        </Button>
      ),
    },
  ];
  return (
    <Card>
      <OrderFiltersForm value={query} onSearch={update} />
      <Table<AdminOrderItem>
        rowKey="orderId"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        pagination={{
          current: data?.page ?? 1,
          pageSize: data?.size ?? 20,
          total: data?.total ?? 0,
          onChange: (page, size) => update({ page, size }),
          showTotal: (total) => `共 ${total} 单`,
        }}
      />
      <OrderDrawer orderId={openId} onClose={() => setOpen(null)} />
    </Card>
  );
}
