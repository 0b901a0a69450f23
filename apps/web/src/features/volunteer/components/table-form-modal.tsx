import { App, Form, Input, Modal, Select } from 'antd';
import { VOLUNTEER_NAME_MAX, volunteerCreateBody } from '@yzy/shared/contracts';
import { zodRule } from '../../../lib/form-rules';
import { useBatches } from '../../../shared/planning';
import { useCreateTable, useRenameTable, type VolunteerTableItem } from '../api';

interface TableFormModalProps {
  /** The table to rename; null creates a new one. */
  table: Pick<VolunteerTableItem, 'id' | 'name'> | null;
  open: boolean;
  onClose(): void;
  /** Called with the new table after 新建. */
  onCreated?(table: VolunteerTableItem): void;
}

interface FormValues {
  name: string;
  batchId?: number;
}

/** 新建志愿表 (name + batch of the member's province and year) or 重命名, limited as the contract limits them. */
export function TableFormModal({ table, open, onClose, onCreated }: TableFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const { data: batches } = useBatches();
  const create = useCreateTable();
  const rename = useRenameTable();
  const isNew = table === null;

  async function handleFinish(values: FormValues) {
    try {
      if (isNew) {
        const created = await create.mutateAsync({ name: values.name.trim(), batchId: values.batchId as number });
        message.success('志愿表已创建');
        onCreated?.(created);
      } else {
        await rename.mutateAsync({ id: table.id, name: values.name.trim() });
        message.success('已重命名');
      }
      onClose();
    } catch {
      // The HTTP effects toast the server's message (数量上限 …); the dialog stays open.
    }
  }

  const batchOptions = (batches?.batches ?? []).map((b) => ({
    value: b.id,
    label: `${b.year}年 ${b.name}（${b.mode}志愿，最多${b.maxSlots}个）`,
  }));
  return (
    <Modal
      open={open}
      title={isNew ? '新建志愿表' : '重命名志愿表'}
      okText={isNew ? '创建' : '保存'}
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || rename.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={handleFinish}
        initialValues={{ name: table?.name ?? '', batchId: batches?.batches.find((b) => b.planCount > 0)?.id }}
      >
        <Form.Item
          name="name"
          label="志愿表名称"
          validateFirst
          rules={[{ required: true, whitespace: true, message: '请输入志愿表名称' }, zodRule(volunteerCreateBody.shape.name)]}
        >
          <Input maxLength={VOLUNTEER_NAME_MAX} showCount placeholder="如：本科批·冲稳保方案一" />
        </Form.Item>
        {isNew && (
          <Form.Item
            name="batchId"
            label="批次"
            rules={[{ required: true, message: '请选择批次' }]}
            extra="一张志愿表只填一个批次；批次按你的高考地区与年份列出。"
          >
            <Select options={batchOptions} placeholder="请选择批次" loading={!batches} aria-label="批次" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
