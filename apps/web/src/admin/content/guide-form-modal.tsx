import { App, Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import { adminGuideFields, type AdminGuideFields } from '@yzy/shared/contracts';
import { zodRule } from '../../lib/form-rules';
import { usePageWrite, type AdminGuideSection } from './api';
import { LazyRichTextEditor } from './lazy-rich-text-editor';

const rule = adminGuideFields.shape;
const NEW_SECTION: AdminGuideFields = { key: '', title: '', content: '', sort: 0 };

interface GuideFormModalProps {
  section: AdminGuideSection | null;
  onClose(): void;
}

/** 新建 / 编辑使用指南章节: anchor key, title, order and the rich-text body. */
export function GuideFormModal({ section, onClose }: GuideFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AdminGuideFields>();
  const write = usePageWrite('guide');
  const handleOk = async () => {
    const values = await form.validateFields();
    write.mutate(
      { action: section ? 'update' : 'create', body: section ? { ...values, id: section.id } : values },
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
      width={900}
      title={section ? `编辑章节：${section.title}` : '新建章节'}
      okText="保存"
      onOk={handleOk}
      okButtonProps={{ loading: write.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={section ?? NEW_SECTION} aria-label="使用指南章节">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="标题" name="title" rules={[zodRule(rule.title)]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="标识（页面锚点）" name="key" rules={[zodRule(rule.key)]}>
              <Input placeholder="如 filling" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item label="排序" name="sort" rules={[zodRule(rule.sort)]}>
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="正文" name="content" rules={[zodRule(rule.content)]}>
          <LazyRichTextEditor label="章节正文" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
