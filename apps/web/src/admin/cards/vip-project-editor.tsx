import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';

/** 权益列表: icon (an Ant Design icon name such as bar-chart, or an image URL) and the benefit text, in order. */
export function VipProjectEditor() {
  return (
    <Form.List name="vipProject">
      {(fields, { add, remove }) => (
        <div className="admin-stack-tight">
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline">
              <Form.Item name={[field.name, 'icon']} noStyle>
                <Input placeholder="图标，如 percentage" style={{ width: 180 }} aria-label={`第${index + 1}项图标`} />
              </Form.Item>
              <Form.Item name={[field.name, 'name']} noStyle rules={[{ required: true, whitespace: true, message: '请输入权益名称' }]}>
                <Input placeholder="权益，如 录取概率测算" style={{ width: 260 }} aria-label={`第${index + 1}项权益`} />
              </Form.Item>
              <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={`删除第${index + 1}项`} />
            </Space>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ icon: '', name: '' })}
            disabled={fields.length >= 20}
            style={{ width: 480 }}
          >
            添加权益
          </Button>
        </div>
      )}
    </Form.List>
  );
}
