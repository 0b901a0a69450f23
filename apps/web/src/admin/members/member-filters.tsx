import { MEMBER_ROLES } from '@yzy/shared/rules';
import { useEffect } from 'react';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { adminMemberListQuery } from '@yzy/shared/contracts';
import { z } from 'zod';
import { optionalRule } from '../lib/optional-rule';
import { ROLE_LABELS } from '../lib/format';

/** The members list as it lives in the URL: the contract's fields, the switches as '1' / '0'. */
export const memberFilterSchema = adminMemberListQuery.pick({ page: true, size: true, mobile: true, id: true, role: true }).extend({
  disabled: z.enum(['0', '1']).optional(),
  vip: z.enum(['0', '1']).optional(),
});

export type MemberFilters = z.infer<typeof memberFilterSchema>;
type FilterValues = Omit<MemberFilters, 'page' | 'size'>;

interface MemberFiltersFormProps {
  value: MemberFilters;
  onSearch(patch: Partial<MemberFilters>): void;
}

const EMPTY: FilterValues = { mobile: undefined, id: undefined, role: undefined, disabled: undefined, vip: undefined };

/** 手机号 (4 digits or more), 会员ID, 角色, 状态 and VIP. */
export function MemberFiltersForm({ value, onSearch }: MemberFiltersFormProps) {
  const [form] = Form.useForm<FilterValues>();
  useEffect(() => {
    form.setFieldsValue({ ...EMPTY, ...value });
  }, [form, value]);
  const handleFinish = (values: FilterValues) =>
    onSearch({ ...EMPTY, ...values, mobile: values.mobile?.trim() || undefined, id: values.id ?? undefined });
  return (
    <Form form={form} layout="inline" onFinish={handleFinish} className="admin-filters" aria-label="会员筛选">
      <Form.Item name="mobile" rules={[optionalRule(adminMemberListQuery.shape.mobile)]}>
        <Input allowClear placeholder="手机号（至少4位）" style={{ width: 170 }} data-testid="member-filter-mobile" />
      </Form.Item>
      <Form.Item name="id">
        <InputNumber min={1} precision={0} placeholder="会员ID" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="role">
        <Select
          allowClear
          placeholder="角色"
          style={{ width: 130 }}
          options={MEMBER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        />
      </Form.Item>
      <Form.Item name="vip">
        <Select
          allowClear
          placeholder="VIP"
          style={{ width: 110 }}
          options={[
            { value: '1', label: 'VIP中' },
            { value: '0', label: '非VIP' },
          ]}
        />
      </Form.Item>
      <Form.Item name="disabled">
        <Select
          allowClear
          placeholder="状态"
          style={{ width: 110 }}
          options={[
            { value: '0', label: '正常' },
            { value: '1', label: '已停用' },
          ]}
        />
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
