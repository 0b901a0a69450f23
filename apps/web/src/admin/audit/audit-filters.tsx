import { useEffect } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { auditListQuery } from '@yzy/shared/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from './audit-labels';

/** The audit list as it lives in the URL (the contract itself). */
export const auditFilterSchema = auditListQuery;
export type AuditFilters = z.infer<typeof auditFilterSchema>;

interface FilterValues {
  operatorId?: number | null;
  action?: string;
  targetType?: string;
  targetId?: string;
  range?: [Dayjs, Dayjs] | null;
}

const EMPTY: Partial<AuditFilters> = {
  operatorId: undefined,
  action: undefined,
  targetType: undefined,
  targetId: undefined,
  from: undefined,
  to: undefined,
};

/** 操作员ID, 操作, 对象类型 and 对象ID, and a date range (whole Beijing days). */
export function AuditFiltersForm({ value, onSearch }: { value: AuditFilters; onSearch(patch: Partial<AuditFilters>): void }) {
  const [form] = Form.useForm<FilterValues>();
  useEffect(() => {
    const { operatorId, action, targetType, targetId, from, to } = value;
    form.setFieldsValue({
      operatorId,
      action,
      targetType,
      targetId,
      range: from && to ? [dayjs.unix(from), dayjs.unix(to).subtract(1, 'day')] : null,
    });
  }, [form, value]);
  const handleFinish = (v: FilterValues) =>
    onSearch({
      ...EMPTY,
      operatorId: v.operatorId ?? undefined,
      action: v.action,
      targetType: v.targetType,
      targetId: v.targetId?.trim() || undefined,
      from: v.range ? v.range[0].startOf('day').unix() : undefined,
      to: v.range ? v.range[1].add(1, 'day').startOf('day').unix() : undefined,
    });
  return (
    <Form form={form} layout="inline" onFinish={handleFinish} className="admin-filters" aria-label="日志筛选">
      <Form.Item name="action">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="操作"
          style={{ width: 150 }}
          options={Object.entries(AUDIT_ACTIONS).map(([v, label]) => ({ value: v, label }))}
        />
      </Form.Item>
      <Form.Item name="targetType">
        <Select
          allowClear
          placeholder="对象类型"
          style={{ width: 120 }}
          options={Object.entries(AUDIT_TARGETS).map(([v, label]) => ({ value: v, label }))}
        />
      </Form.Item>
      <Form.Item name="targetId">
        <Input allowClear placeholder="对象ID" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="operatorId">
        <InputNumber min={1} precision={0} placeholder="操作员ID" style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="range">
        <DatePicker.RangePicker />
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
