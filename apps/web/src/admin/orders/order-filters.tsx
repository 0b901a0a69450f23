import { useEffect } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { adminOrderListQuery } from '@yzy/shared/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { ORDER_STATUS_OPTIONS } from './order-status';

/** The orders list as it lives in the URL (the contract itself: every field is a string or a number). */
export const orderFilterSchema = adminOrderListQuery;
export type OrderFilters = z.infer<typeof orderFilterSchema>;

interface FilterValues {
  status?: OrderFilters['status'];
  memberId?: number | null;
  orderId?: string;
  range?: [Dayjs, Dayjs] | null;
}

interface OrderFiltersFormProps {
  value: OrderFilters;
  onSearch(patch: Partial<OrderFilters>): void;
}

const EMPTY: Partial<OrderFilters> = { status: undefined, memberId: undefined, orderId: undefined, from: undefined, to: undefined };

/** 状态, 会员ID, 订单号 and 下单日期 (whole Beijing days). */
export function OrderFiltersForm({ value, onSearch }: OrderFiltersFormProps) {
  const [form] = Form.useForm<FilterValues>();
  useEffect(() => {
    form.setFieldsValue({
      status: value.status,
      memberId: value.memberId,
      orderId: value.orderId,
      range: value.from && value.to ? [dayjs.unix(value.from), dayjs.unix(value.to).subtract(1, 'day')] : null,
    });
  }, [form, value]);
  const handleFinish = (v: FilterValues) =>
    onSearch({
      ...EMPTY,
      status: v.status,
      memberId: v.memberId ?? undefined,
      orderId: v.orderId?.trim() || undefined,
      from: v.range ? v.range[0].startOf('day').unix() : undefined,
      // `to` is exclusive: the day after the last one picked.
      to: v.range ? v.range[1].add(1, 'day').startOf('day').unix() : undefined,
    });
  return (
    <Form form={form} layout="inline" onFinish={handleFinish} className="admin-filters" aria-label="订单筛选">
      <Form.Item name="orderId">
        <Input allowClear placeholder="订单号" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="memberId">
        <InputNumber min={1} precision={0} placeholder="会员ID" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="status">
        <Select allowClear placeholder="状态" style={{ width: 110 }} options={ORDER_STATUS_OPTIONS} />
      </Form.Item>
      <Form.Item name="range">
        <DatePicker.RangePicker placeholder={['下单开始日期', '结束日期']} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          搜索
        </Button>
        <Button onClick={() => onSearch(EMPTY)}>重置</Button>
      </Space>
    </Form>
  );
}
