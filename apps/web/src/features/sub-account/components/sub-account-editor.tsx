import { createSubAccountBody, updateSubAccountBody, type GroupAccount } from '@yzy/shared/contracts';
import { App, Form, Input, Modal } from 'antd';
import { zodRule } from '../../../lib/form-rules';
import { useCreateSubAccount, useUpdateSubAccount } from '../api';

interface SubAccountEditorProps {
  /** The sub-account to rename or annotate; null creates a new one. Mount one editor per account (key). */
  account: GroupAccount | null;
  open: boolean;
  onClose(): void;
}

interface EditorValues {
  nickname: string;
  note: string;
}

/** 新建子账号 / 编辑子账号: nickname (≤ 20) and the expert's note (≤ 100), as the contracts limit them. */
export function SubAccountEditor({ account, open, onClose }: SubAccountEditorProps) {
  const [form] = Form.useForm<EditorValues>();
  const { message } = App.useApp();
  const create = useCreateSubAccount();
  const update = useUpdateSubAccount();
  const isNew = account == null;
  const nicknameRule = isNew ? zodRule(createSubAccountBody.shape.nickname) : zodRule(updateSubAccountBody.shape.nickname);

  async function handleFinish(values: EditorValues) {
    const nickname = values.nickname.trim();
    const note = (values.note ?? '').trim();
    try {
      if (isNew) {
        await create.mutateAsync({ nickname, note });
      } else {
        await update.mutateAsync({ accountId: account.id, nickname, note });
      }
      message.success(isNew ? '子账号已创建' : '已保存');
      onClose();
    } catch {
      // The HTTP effects toast the server's message (名额不足 …); the dialog stays open.
    }
  }

  return (
    <Modal
      open={open}
      title={isNew ? '新建子账号' : '编辑子账号'}
      okText={isNew ? '创建' : '保存'}
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={handleFinish}
        initialValues={{ nickname: account?.nickname ?? '', note: account?.note ?? '' }}
      >
        <Form.Item
          name="nickname"
          label="学生昵称"
          validateFirst
          rules={[{ required: true, whitespace: true, message: '请输入学生昵称' }, nicknameRule]}
        >
          <Input maxLength={20} showCount placeholder="如：李同学" />
        </Form.Item>
        <Form.Item name="note" label="备注" rules={[zodRule(createSubAccountBody.shape.note)]}>
          <Input.TextArea maxLength={100} showCount rows={3} placeholder="选填：科类、省份、联系方式等" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
