import { updateProfileBody, type MemberInfo } from '@yzy/shared/contracts';
import { App, Form, Input, Modal } from 'antd';
import { zodRule } from '../../../lib/form-rules';
import { useUpdateProfile } from '../api';

interface ProfileEditorProps {
  member: MemberInfo;
  onClose(): void;
}

interface ProfileValues {
  nickname: string;
  avatar: string;
}

/** 编辑资料: nickname (≤ 20) and an avatar image link (empty = the default placeholder). Mounted only while open. */
export function ProfileEditor({ member, onClose }: ProfileEditorProps) {
  const [form] = Form.useForm<ProfileValues>();
  const { message } = App.useApp();
  const update = useUpdateProfile();

  async function handleFinish(values: ProfileValues) {
    try {
      await update.mutateAsync({ nickname: values.nickname.trim(), avatar: (values.avatar ?? '').trim() });
      message.success('资料已保存');
      onClose();
    } catch {
      // The HTTP effects toast the server's message; the dialog stays open.
    }
  }

  return (
    <Modal
      open
      title="编辑资料"
      okText="保存"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={handleFinish} initialValues={{ nickname: member.nickname, avatar: member.avatar }}>
        <Form.Item
          name="nickname"
          label="昵称"
          validateFirst
          rules={[{ required: true, whitespace: true, message: '请输入昵称' }, zodRule(updateProfileBody.shape.nickname)]}
        >
          <Input maxLength={20} showCount placeholder="请输入昵称" />
        </Form.Item>
        <Form.Item name="avatar" label="头像链接" extra="留空使用默认头像" rules={[zodRule(updateProfileBody.shape.avatar)]}>
          <Input placeholder="https://" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
