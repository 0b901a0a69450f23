import { Button, Descriptions, Drawer, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { AdminOrderDetail } from '@yzy/shared/contracts';
import { timeText, yuanText } from '../lib/format';
import { useOrder, useReconcile } from './api';
import { OrderStatusTag } from './order-status';
import { ReconcileResult } from './reconcile-result';

type PaymentEvent = AdminOrderDetail['events'][number];

const eventColumns: TableColumnsType<PaymentEvent> = [
  { title: '时间', dataIndex: 'createdAt', render: timeText, width: 150 },
  { title: '渠道', dataIndex: 'provider', width: 80 },
  {
    title: '验签',
    dataIndex: 'verified',
    width: 80,
    render: (ok: boolean) => (ok ? <Tag color="green">通过</Tag> : <Tag color="red">未通过</Tag>),
  },
  { title: '处理结果', dataIndex: 'reason' },
];

interface OrderDrawerProps {
  orderId: string | null;
  onClose(): void;
}

/** One order: amounts and times, the grant it made, every payment notification, and 重新对账. */
export function OrderDrawer({ orderId, onClose }: OrderDrawerProps) {
  const { data: order } = useOrder(orderId);
  const reconcile = useReconcile();
  const handleClose = () => {
    reconcile.reset();
    onClose();
  };
  return (
    <Drawer open={orderId !== null} onClose={handleClose} size={800} title={`订单 ${orderId ?? ''}`} destroyOnHidden>
      {!order ? (
        <Skeleton active />
      ) : (
        <div className="admin-stack" data-testid="order-detail">
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label="状态">
              <OrderStatusTag status={order.status} />
            </Descriptions.Item>
            <Descriptions.Item label="金额">{yuanText(order.amount)}</Descriptions.Item>
            <Descriptions.Item label="会员">{`${order.memberMobile ?? '子账号'}（ID ${order.memberId}）`}</Descriptions.Item>
            <Descriptions.Item label="VIP卡">{`${order.cardName}（等级${order.vipLevel}）`}</Descriptions.Item>
            <Descriptions.Item label="渠道">{order.provider}</Descriptions.Item>
            <Descriptions.Item label="渠道交易号">{order.transactionId ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="下单时间">{timeText(order.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="支付时间">{timeText(order.paidAt)}</Descriptions.Item>
            <Descriptions.Item label="过期时间">{timeText(order.expireAt)}</Descriptions.Item>
            <Descriptions.Item label="关闭时间">{timeText(order.closedAt)}</Descriptions.Item>
            <Descriptions.Item label="开通" span={2}>
              {order.grant
                ? `VIP等级${order.grant.vipLevel}，${timeText(order.grant.fromTime)} 至 ${timeText(order.grant.toTime)}`
                : '未开通'}
            </Descriptions.Item>
          </Descriptions>
          <div className="admin-row-between">
            <Typography.Text type="secondary">支付渠道没有及时通知时，可向渠道查单并按同一流程入账。</Typography.Text>
            <Button
              type="primary"
              loading={reconcile.isPending}
              onClick={() => reconcile.mutate(order.orderId)}
              data-testid="order-reconcile"
            >
              重新对账
            </Button>
          </div>
          {reconcile.data && <ReconcileResult result={reconcile.data} />}
          <Typography.Title level={5}>支付通知记录</Typography.Title>
          <Table<PaymentEvent>
            rowKey="id"
            size="small"
            columns={eventColumns}
            dataSource={order.events}
            pagination={false}
            locale={{ emptyText: '尚无支付通知' }}
            expandable={{ expandedRowRender: (e) => <pre className="admin-pre">{e.body}</pre> }}
          />
        </div>
      )}
    </Drawer>
  );
}
