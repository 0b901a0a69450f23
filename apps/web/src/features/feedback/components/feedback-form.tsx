import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { feedbackBody } from '@yzy/shared/contracts';
import { App, Button, Card, Flex, Form, Input } from 'antd';
import { zodRule } from '../../../lib/form-rules';
import { useCreateFeedback } from '../api';

interface FeedbackValues {
  content?: string;
  contact?: string;
  images?: string[];
}

/** The contract's fields and limits: content 5–500, contact ≤ 50, image links. */
const { content, contact, images } = feedbackBody.shape;
const imageLink = images.unwrap().element;
const CONTENT_MAX = content.maxLength ?? 500;
const CONTACT_MAX = contact.unwrap().maxLength ?? 50;
/** feedbackBody's images.max(3); zod does not expose an array's limit to read back. */
const MAX_IMAGES = 3;

export const FEEDBACK_THANKS = '提交成功，感谢你的反馈';

/** 意见反馈: what went wrong or could be better, how to reach the member, optional screenshot links. */
export function FeedbackForm() {
  const [form] = Form.useForm<FeedbackValues>();
  const { message } = App.useApp();
  const create = useCreateFeedback();

  async function handleFinish(values: FeedbackValues) {
    const links = (values.images ?? []).map((link) => link.trim()).filter(Boolean);
    try {
      await create.mutateAsync({ content: (values.content ?? '').trim(), contact: (values.contact ?? '').trim(), images: links });
      message.success(FEEDBACK_THANKS);
      form.resetFields();
    } catch {
      // The HTTP effects toast the server's message (too many, invalid …); the text stays for another try.
    }
  }

  return (
    <Card title="意见反馈" data-testid="feedback-card">
      <Form form={form} layout="vertical" onFinish={handleFinish} className="yzy-feedback-form" data-testid="feedback-form">
        <Form.Item
          name="content"
          label="反馈内容"
          validateFirst
          rules={[{ required: true, whitespace: true, message: '请输入反馈内容' }, zodRule(content)]}
        >
          <Input.TextArea rows={5} showCount maxLength={CONTENT_MAX} placeholder="请描述你遇到的问题或建议（至少5个字）" />
        </Form.Item>
        <Form.Item name="contact" label="联系方式" rules={[zodRule(contact)]}>
          <Input maxLength={CONTACT_MAX} placeholder="选填：手机号、微信或邮箱，方便我们回复你" />
        </Form.Item>
        <Form.List name="images">
          {(fields, { add, remove }) => (
            <Form.Item label={`截图链接（选填，最多${MAX_IMAGES}张）`}>
              <Flex vertical gap={8}>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="start">
                    <Form.Item
                      name={field.name}
                      noStyle
                      validateFirst
                      rules={[{ required: true, whitespace: true, message: '请输入图片链接或删除此项' }, zodRule(imageLink)]}
                    >
                      <Input placeholder="https://" aria-label={`截图链接${field.name + 1}`} />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} aria-label="删除截图链接" onClick={() => remove(field.name)} />
                  </Flex>
                ))}
                {fields.length < MAX_IMAGES && (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} className="yzy-feedback-add">
                    添加截图链接
                  </Button>
                )}
              </Flex>
            </Form.Item>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="feedback-submit">
          提交反馈
        </Button>
      </Form>
    </Card>
  );
}
