import { App, Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { adminBannerFields, type AdminBannerFields } from '@yzy/shared/contracts';
import { zodRule } from '../../lib/form-rules';
import { usePageWrite, type AdminBanner } from './api';

const rule = adminBannerFields.shape;
const NEW_BANNER: AdminBannerFields = {
  title: '',
  subtitle: '',
  image: '',
  gradient: 'linear-gradient(135deg,#f5541f,#ff9a5a)',
  link: '',
  sort: 0,
  enabled: true,
};

interface BannerFormModalProps {
  banner: AdminBanner | null;
  onClose(): void;
}

/** 新建 / 编辑轮播图: an image, or a CSS gradient drawn when there is none. */
export function BannerFormModal({ banner, onClose }: BannerFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AdminBannerFields>();
  const write = usePageWrite('banner');
  const handleOk = async () => {
    const values = await form.validateFields();
    const body = banner ? { ...values, id: banner.id } : values;
    write.mutate(
      { action: banner ? 'update' : 'create', body },
      {
        onSuccess: () => {
          void message.success('已保存');
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      width={640}
      title={banner ? '编辑轮播图' : '新建轮播图'}
      okText="保存"
      onOk={handleOk}
      okButtonProps={{ loading: write.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={banner ?? NEW_BANNER} aria-label="轮播图">
        <Form.Item label="标题" name="title" rules={[zodRule(rule.title)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="副标题" name="subtitle" rules={[zodRule(rule.subtitle)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="图片地址" name="image" rules={[zodRule(rule.image)]} extra="留空则显示下面的渐变背景">
          <Input placeholder="https://…" />
        </Form.Item>
        <Form.Item label="渐变背景" name="gradient" rules={[zodRule(rule.gradient)]}>
          <Input placeholder="linear-gradient(135deg,#5b8def,#7b5bef)" />
        </Form.Item>
        <Form.Item label="链接" name="link" rules={[zodRule(rule.link)]} extra="站内路径（如 /news）或 http(s) 地址，可留空">
          <Input />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="排序（小的在前）" name="sort" rules={[zodRule(rule.sort)]}>
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="启用" name="enabled" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
