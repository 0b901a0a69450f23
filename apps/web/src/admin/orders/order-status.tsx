import { Tag } from 'antd';

const STATUS: Record<string, { text: string; color: string }> = {
  NOTPAY: { text: '待支付', color: 'orange' },
  SUCCESS: { text: '已支付', color: 'green' },
  CLOSED: { text: '已关闭', color: 'default' },
};

export const ORDER_STATUS_OPTIONS = Object.entries(STATUS).map(([value, s]) => ({ value, label: s.text }));

export function OrderStatusTag({ status }: { status: string }) {
  return <Tag color={STATUS[status]?.color}>{STATUS[status]?.text ?? status}</Tag>;
}
